// Requests Node.js refuses before Fastify reads them (found by the fuzz suite): a URL past
// the header size limit got Fastify's English JSON, and a HEAD request got a body its client could not
// parse. Both now get the pt-BR envelope, without a body for HEAD. At trace level the refusal is logged
// without the refused bytes (their token and URL), which also crashed the log's redaction.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { captureLogs } from '../helpers/log-capture.ts';

const LONG_QUERY = `?q=${'9'.repeat(70_000)}`;

function send(url: string, method: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

describeEachDatabase('requests refused before routing', (database) => {
  const api = useTestApp({ database });

  it('answers a URL past the size limit with the envelope in Portuguese', async () => {
    const answer = await send(`${api.apiUrl}/saude${LONG_QUERY}`, 'GET');
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'error',
      message: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
      data: null,
      responseCode: 431,
    });
    expect(apiMessages.headersTooLarge).toBe(
      'O endereço ou os cabeçalhos da requisição são grandes demais.',
    );
  });

  it('answers the same HEAD request without a body the client cannot parse', async () => {
    const answer = await send(`${api.apiUrl}/saude${LONG_QUERY}`, 'HEAD');
    expect(answer).toEqual({ status: 431, body: '' });
  });

  it('answers a bare OPTIONS (no browser preflight) with 204, not a text/plain 400', async () => {
    const answer = await send(`${api.apiUrl}/login`, 'OPTIONS');
    expect(answer).toEqual({ status: 204, body: '' });
  });
});

describe('requests refused before routing, in the log', () => {
  const logs = captureLogs();
  const api = useTestApp({
    database: 'pglite',
    logStream: logs.stream,
    config: { logLevel: 'trace' },
  });

  it('names the failure, never the refused bytes that hold the token and the URL', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.segredo-do-pacote.assinatura';
    const answer = await send(`${api.apiUrl}/saude${LONG_QUERY}`, 'GET', {
      Authorization: `Bearer ${jwt}`,
    });
    expect(answer.status).toBe(431);
    const refused = logs.entries().find((entry) => entry.msg === 'client error');
    expect(refused).toMatchObject({ code: 'HPE_HEADER_OVERFLOW' });
    expect(logs.text()).not.toContain('rawPacket');
  });
});
