import { expect, it } from 'vitest';
import { decryptJson, importAesKey } from '@fidelidade/domain/crypto/aes-gcm';
import { fromBase64Url } from '@fidelidade/domain/crypto/base64url';
import {
  DEFAULT_TRANSPORT_SECRET,
  dateTokens,
  deriveDailyKey,
  transportKey,
} from '@fidelidade/domain/crypto/daily-key';
import { addDays, saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import type { Envelope } from '@fidelidade/domain/contracts/envelope';
import { apiMessages } from '@fidelidade/domain/messages';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';

const today = saoPauloDate(new Date());

async function askKey(apiUrl: string, path: string) {
  const response = await fetch(`${apiUrl}/chave/${path}`);
  return { status: response.status, envelope: (await response.json()) as Envelope<string | null> };
}

/** Opens the key route's answer with the transport key built into the client. */
async function openSealed(data: string | null) {
  if (data === null) throw new Error('the key route answered no data');
  return (await decryptJson(await transportKey(DEFAULT_TRANSPORT_SECRET), data)) as {
    chave: string;
    data: string;
  };
}

async function tokenPath(offsetDays: number) {
  const tokens = await dateTokens(addDays(today, offsetDays), DEFAULT_TRANSPORT_SECRET);
  return `${tokens.weekday}/${tokens.day}/${tokens.month}`;
}

describeEachDatabase('GET /chave', (database) => {
  const api = useTestApp({ database });

  it("answers today's tokens with the day key, sealed with the transport key", async () => {
    const { status, envelope } = await askKey(api.apiUrl, await tokenPath(0));
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ status: 'success', responseCode: 200 });
    expect(envelope.message).toBe(apiMessages.keyDelivered);
    const opened = await openSealed(envelope.data);
    const expected = await deriveDailyKey(api.config.encryptionSecret, today);
    expect(Object.keys(opened).sort()).toEqual(['chave', 'data']);
    expect(opened.data).toBe(today.iso);
    expect(fromBase64Url(opened.chave)).toEqual(expected);
  });

  it.each([
    ['yesterday', -1],
    ['tomorrow', 1],
  ])("accepts %s's tokens and hands out that day's key", async (_name, offset) => {
    const { status, envelope } = await askKey(api.apiUrl, await tokenPath(offset));
    expect(status).toBe(200);
    expect((await openSealed(envelope.data)).data).toBe(addDays(today, offset).iso);
  });

  it.each([
    ['junk tokens', 'abc/def/ghi'],
    ['tokens of two days ago', null],
    ["today's tokens in the wrong order", 'swap'],
  ])('answers 404 in the envelope for %s', async (_name, path) => {
    let route = path ?? (await tokenPath(-2));
    if (path === 'swap') {
      const [weekday, day, month] = (await tokenPath(0)).split('/');
      route = `${day}/${weekday}/${month}`;
    }
    const { status, envelope } = await askKey(api.apiUrl, route);
    expect(status).toBe(404);
    expect(envelope).toEqual({
      status: 'error',
      message: apiMessages.keyNotFound,
      data: null,
      responseCode: 404,
    });
  });

  it('answers 414 in the envelope for absurdly long tokens', async () => {
    const { status, envelope } = await askKey(api.apiUrl, `${'a'.repeat(300)}/b/c`);
    expect(status).toBe(414);
    expect(envelope).toEqual({
      status: 'error',
      message: apiMessages.invalidRequest,
      data: null,
      responseCode: 414,
    });
  });

  it('refuses tokens made with another transport secret', async () => {
    const tokens = await dateTokens(today, 'outro-segredo');
    const { status } = await askKey(api.apiUrl, `${tokens.weekday}/${tokens.day}/${tokens.month}`);
    expect(status).toBe(404);
  });

  it('hands out a key the API accepts for an encrypted call', async () => {
    const client = encryptedClient(api.apiUrl);
    const { status, envelope } = await client.request('GET', '/saude');
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ banco: database });
  });

  it('hands out a key that really is the one the server encrypts with', async () => {
    const { envelope } = await askKey(api.apiUrl, await tokenPath(0));
    const opened = await openSealed(envelope.data);
    const key = await importAesKey(fromBase64Url(opened.chave));
    const response = await fetch(`${api.apiUrl}/saude`, { headers: { Encrypt: 'true' } });
    const body = (await response.json()) as Envelope<string>;
    await expect(decryptJson(key, body.data)).resolves.toEqual({ banco: database });
  });
});
