import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson, importAesKey } from '@fidelidade/domain/crypto/aes-gcm';
import { deriveDailyKey } from '@fidelidade/domain/crypto/daily-key';
import { addDays, saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import type { Envelope } from '@fidelidade/domain/contracts/envelope';
import { apiMessages, validationMessages } from '@fidelidade/domain/messages';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { probeRoutes, SENT_AGAIN } from '../helpers/probe-routes.ts';

const today = saoPauloDate(new Date());
const login = { email: 'ana@example.com', senha: 'Segredo1' };

async function postRaw(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Encrypt: 'true', 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<unknown> };
}

const errorEnvelope = (message: string, responseCode: number) => ({
  status: 'error',
  message,
  data: null,
  responseCode,
});

describeEachDatabase('encrypted envelope', (database) => {
  const api = useTestApp({ database, encryptedRoutes: probeRoutes });

  it('decrypts the body, validates it with the contract and encrypts the answer', async () => {
    const client = encryptedClient(api.apiUrl);
    const { status, envelope } = await client.request('POST', '/teste/eco', { body: login });
    expect(status).toBe(200);
    expect(envelope).toEqual({
      status: 'success',
      message: 'Eco.',
      data: { email: login.email },
      responseCode: 200,
    });
  });

  it('sends data as ciphertext, never in the clear', async () => {
    const { key } = await encryptedClient(api.apiUrl).key();
    const body = JSON.stringify({ data: await encryptJson(key, login) });
    const { envelope } = await postRaw(`${api.apiUrl}/teste/eco`, body);
    expect(typeof envelope.data).toBe('string');
    expect(JSON.stringify(envelope)).not.toContain(login.email);
  });

  it('seals only what the contract lets out', async () => {
    const { key } = await encryptedClient(api.apiUrl).key();
    const body = JSON.stringify({ data: await encryptJson(key, login) });
    const { envelope } = await postRaw(`${api.apiUrl}/teste/eco-com-senha`, body);
    expect(await decryptJson(key, envelope.data as string)).toEqual({ email: login.email });
  });

  it('answers data sent again with what the contract lets out, under a fresh IV each time', async () => {
    const { date, key } = await encryptedClient(api.apiUrl).key();
    const sealed: string[] = [];
    for (let call = 0; call < 3; call += 1) {
      const raw = await fetch(`${api.apiUrl}/teste/de-novo`, {
        headers: { Encrypt: 'true', 'Encrypt-Date': date },
      });
      const envelope = (await raw.json()) as Envelope<string>;
      expect(envelope).toMatchObject({ status: 'success', message: 'De novo.', responseCode: 200 });
      expect(await decryptJson(key, envelope.data)).toEqual({ email: SENT_AGAIN.email });
      sealed.push(envelope.data);
    }
    expect(new Set(sealed.map((text) => text.slice(0, 16))).size).toBe(3);
  });

  it('seals the data of an answer that has no contract too', async () => {
    const client = encryptedClient(api.apiUrl);
    const { status, envelope } = await client.request('GET', '/teste/sem-contrato');
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ total: 3 });
    const { date, key } = await client.key();
    const raw = await fetch(`${api.apiUrl}/teste/sem-contrato`, {
      headers: { Encrypt: 'true', 'Encrypt-Date': date },
    });
    const sealed = ((await raw.json()) as Envelope<string>).data;
    expect(await decryptJson(key, sealed)).toEqual({ total: 3 });
  });

  it("answers 400 with the contract's first pt-BR message when the decrypted body is invalid", async () => {
    const client = encryptedClient(api.apiUrl);
    const { status, envelope } = await client.request('POST', '/teste/eco', {
      body: { email: 'nao-e-email', senha: 'x' },
    });
    expect(status).toBe(400);
    expect(envelope).toEqual(errorEnvelope(validationMessages.invalidEmail, 400));
  });

  it("accepts yesterday's and tomorrow's keys, and answers with the key the body came in", async () => {
    for (const offset of [-1, 1]) {
      const date = addDays(today, offset);
      const client = encryptedClient(api.apiUrl, { date });
      expect((await client.key()).date).toBe(date.iso);
      // Without Encrypt-Date the server tries the three keys of the window.
      const { status, envelope } = await client.request('POST', '/teste/eco', {
        body: login,
        headers: { 'Encrypt-Date': 'sem-data' },
      });
      expect(status).toBe(200);
      expect(envelope.data).toEqual({ email: login.email });
    }
  });

  it('refuses a key outside the window', async () => {
    const raw = await deriveDailyKey(api.config.encryptionSecret, addDays(today, -2));
    const body = JSON.stringify({ data: await encryptJson(await importAesKey(raw), login) });
    const { status, envelope } = await postRaw(`${api.apiUrl}/teste/eco`, body);
    expect(status).toBe(400);
    expect(envelope).toEqual(errorEnvelope(apiMessages.undecryptable, 400));
  });

  it('answers a bodyless call with the Encrypt-Date key', async () => {
    const date = addDays(today, 1);
    const client = encryptedClient(api.apiUrl, { date });
    const { status, envelope } = await client.request('GET', '/saude');
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ banco: database });
  });

  it.each([
    ['a ciphertext that is not one', JSON.stringify({ data: 'bm90IGEgY2lwaGVydGV4dA' })],
    ['a ciphertext that is not base64url', JSON.stringify({ data: '***' })],
  ])('answers 400 for %s', async (_name, body) => {
    const { status, envelope } = await postRaw(`${api.apiUrl}/teste/eco`, body);
    expect(status).toBe(400);
    expect(envelope).toEqual(errorEnvelope(apiMessages.undecryptable, 400));
  });

  it.each([
    ['the payload in the clear', JSON.stringify(login)],
    ['data that is not a string', JSON.stringify({ data: 42 })],
    ['an empty data', JSON.stringify({ data: '' })],
    ['extra fields beside data', JSON.stringify({ data: 'abc', senha: 'x' })],
    ['an array', JSON.stringify(['abc'])],
  ])('answers 400 for a wrong envelope: %s', async (_name, body) => {
    const { status, envelope } = await postRaw(`${api.apiUrl}/teste/eco`, body);
    expect(status).toBe(400);
    expect(envelope).toEqual(errorEnvelope(apiMessages.invalidEnvelope, 400));
  });

  it('refuses a call without Encrypt: true', async () => {
    for (const headers of [{}, { Encrypt: 'false' }] as Record<string, string>[]) {
      const response = await fetch(`${api.apiUrl}/teste/eco`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(login),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errorEnvelope(apiMessages.plaintextRefused, 400));
    }
  });

  it('lets the health check answer in plaintext', async () => {
    const response = await fetch(`${api.apiUrl}/saude`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Envelope<unknown>).data).toEqual({ banco: database });
  });
});

describe('ALLOW_PLAINTEXT=true', () => {
  const api = useTestApp({
    database: 'pglite',
    config: { allowPlaintext: true },
    encryptedRoutes: probeRoutes,
  });

  it('accepts a plaintext call and answers in plaintext', async () => {
    const response = await fetch(`${api.apiUrl}/teste/eco`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(login),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      message: 'Eco.',
      data: { email: login.email },
      responseCode: 200,
    });
  });

  it('answers data sent again in plaintext too, with what the contract lets out', async () => {
    const { date } = await encryptedClient(api.apiUrl).key();
    await fetch(`${api.apiUrl}/teste/de-novo`, {
      headers: { Encrypt: 'true', 'Encrypt-Date': date },
    });
    for (let call = 0; call < 2; call += 1) {
      const response = await fetch(`${api.apiUrl}/teste/de-novo`);
      expect(((await response.json()) as Envelope<unknown>).data).toEqual({
        email: SENT_AGAIN.email,
      });
    }
  });

  it('answers 500 in plaintext too for an answer its contract refuses', async () => {
    const response = await fetch(`${api.apiUrl}/teste/fora-do-contrato`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(errorEnvelope(apiMessages.internalError, 500));
  });

  it('still validates a plaintext body with the contract', async () => {
    const response = await fetch(`${api.apiUrl}/teste/eco`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ senha: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope<null>).message).toBe(
      validationMessages.required('e-mail'),
    );
  });

  it('still encrypts when the client asks for it', async () => {
    const { status, envelope } = await encryptedClient(api.apiUrl).request('POST', '/teste/eco', {
      body: login,
    });
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ email: login.email });
  });
});
