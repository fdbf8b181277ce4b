import { describe, expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { buildTestApp, describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { CRASH_DETAIL, probeRoutes } from '../helpers/probe-routes.ts';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/test-config.ts';
import type { AddressInfo } from 'node:net';

const BODY_LIMIT = 2048;

const errorEnvelope = (message: string, responseCode: number) => ({
  status: 'error',
  message,
  data: null,
  responseCode,
});

async function call(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

const post = (body: string, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { Encrypt: 'true', ...headers },
  body,
});

describeEachDatabase('bad input', (database) => {
  const logs = captureLogs();
  const api = useTestApp({
    database,
    encryptedRoutes: probeRoutes,
    logStream: logs.stream,
    config: { bodyLimit: BODY_LIMIT, logLevel: 'info' },
  });
  const json = { 'Content-Type': 'application/json' };

  it.each([
    ['malformed JSON', '{"data": "abc"', 400, apiMessages.malformedJson],
    ['an empty JSON body', '', 400, apiMessages.malformedJson],
    ['JSON that is not an object', '"abc"', 400, apiMessages.invalidEnvelope],
  ])('answers %s with %i', async (_name, body, status, message) => {
    const result = await call(`${api.apiUrl}/teste/eco`, post(body, json));
    expect(result).toEqual({ status, body: errorEnvelope(message, status) });
  });

  it('answers 413 for a body over BODY_LIMIT', async () => {
    const body = JSON.stringify({ data: 'a'.repeat(BODY_LIMIT) });
    const result = await call(`${api.apiUrl}/teste/eco`, post(body, json));
    expect(result).toEqual({ status: 413, body: errorEnvelope(apiMessages.bodyTooLarge, 413) });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 for Content-Type %s',
    async (contentType) => {
      const result = await call(
        `${api.apiUrl}/teste/eco`,
        post('data=abc', { 'Content-Type': contentType }),
      );
      expect(result).toEqual({
        status: 415,
        body: errorEnvelope(apiMessages.unsupportedMediaType, 415),
      });
    },
  );

  it.each([
    ['GET', '/nao-existe'],
    ['POST', '/nao-existe'],
    ['DELETE', '/saude'],
    ['GET', ''],
  ])('answers 404 for %s {prefix}%s', async (method, path) => {
    const result = await call(`${api.apiUrl}${path}`, { method, headers: { Encrypt: 'true' } });
    expect(result).toEqual({ status: 404, body: errorEnvelope(apiMessages.routeNotFound, 404) });
  });

  it('answers 400 for a URL that does not decode', async () => {
    const result = await call(`${api.apiUrl}/chave/%E0%A4%A/b/c`, {});
    expect(result).toEqual({ status: 400, body: errorEnvelope(apiMessages.invalidRequest, 400) });
  });

  it('answers 404 for a file gone before its read, without what was said of the file', async () => {
    const requestId = 'pedido-arquivo-sumido';
    const response = await fetch(`${api.apiUrl}/teste/arquivo-sumido`, {
      headers: { Encrypt: 'true', 'x-request-id': requestId },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorEnvelope(apiMessages.routeNotFound, 404));
    for (const header of ['content-encoding', 'cache-control', 'etag', 'last-modified']) {
      expect(response.headers.get(header), header).toBeNull();
    }
    expect(logs.entries().filter((entry) => entry.reqId === requestId && entry.err)).toEqual([]);
  });

  it.each([
    ['a crash', '/teste/falha', CRASH_DETAIL],
    ['an answer its contract refuses', '/teste/fora-do-contrato', 'FST_ERR_RESPONSE_SERIALIZATION'],
  ])(
    'answers 500 for %s without the details, and logs them with the request id',
    async (_cause, path, detail) => {
      const requestId = `pedido-500${path.replaceAll('/', '-')}`;
      const response = await fetch(`${api.apiUrl}${path}`, {
        headers: { Encrypt: 'true', 'x-request-id': requestId },
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual(errorEnvelope(apiMessages.internalError, 500));
      expect(text).not.toContain(CRASH_DETAIL);
      const logged = logs.entries().find((entry) => entry.reqId === requestId && entry.err);
      expect(JSON.stringify(logged)).toContain(detail);
    },
  );
});

describe('database unreachable', () => {
  it('answers 503 in the envelope, on the health check and on any route using it', async () => {
    const config = testConfig({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nenhum' });
    const app = await buildApp(config, { encryptedRoutes: probeRoutes });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
      // The health check names the part that is down; other routes keep it to themselves.
      const expected = [
        ['/saude', apiMessages.databaseDown],
        ['/teste/banco', apiMessages.serviceUnavailable],
      ] as const;
      for (const [path, message] of expected) {
        const result = await call(`${base}${path}`, { headers: { Encrypt: 'true' } });
        expect(result).toEqual({ status: 503, body: errorEnvelope(message, 503) });
      }
    } finally {
      await app.close();
    }
  });

  it('answers 503 once the embedded database is gone', async () => {
    const api = await buildTestApp({ database: 'pglite', encryptedRoutes: probeRoutes });
    try {
      await api.app.database.close();
      const result = await call(`${api.apiUrl}/teste/banco`, { headers: { Encrypt: 'true' } });
      expect(result.status).toBe(503);
    } finally {
      await api.app.close().catch(() => undefined);
    }
  });
});
