// The app's API client against the real API (spec point 7, docs/decisions/0001): it fetches the day
// key by the São Paulo date's tokens, sends encrypted calls and decrypts the answers, also errors.
import { apiMessages } from '@fidelidade/domain/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '../src/lib/api-client.ts';
import { baseUrl } from './support/browser.ts';

type ApiClient = typeof ApiClientModule;

describe('API client', () => {
  let client: ApiClient;
  const calls: string[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    // The base is read once when the module loads, as in the built app.
    vi.stubEnv('VITE_API_BASE', `${baseUrl()}/api`);
    globalThis.fetch = (input, init) => {
      calls.push(new URL(input instanceof Request ? input.url : input.toString()).pathname);
      return realFetch(input, init);
    };
    client = await import('../src/lib/api-client.ts');
  });

  afterAll(() => {
    globalThis.fetch = realFetch;
    vi.unstubAllEnvs();
  });

  it('gets the day key once and decrypts encrypted answers', async () => {
    const first = await client.api.get<{ banco: string }>('saude', { loading: false });
    const second = await client.api.get<{ banco: string }>('saude', { loading: false });
    expect(first).toMatchObject({
      status: 'success',
      responseCode: 200,
      data: { banco: 'pglite' },
    });
    expect(second.data).toEqual(first.data);
    expect(calls.filter((path) => path.startsWith('/api/chave/'))).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/saude')).toHaveLength(2);
  });

  it('sends the headers of spec point 7 and the date of its key', async () => {
    let sent: Headers | undefined;
    const spy = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      sent = new Headers(init?.headers);
      return spy(input, init);
    };
    try {
      await client.api.get('saude', { loading: false });
    } finally {
      globalThis.fetch = spy;
    }
    expect(sent?.get('Encrypt')).toBe('true');
    expect(sent?.get('Content-Type')).toBe('application/json');
    expect(sent?.get('Encrypt-Date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // No user is stored in this process, so no bearer token.
    expect(sent?.has('Authorization')).toBe(false);
  });

  it('resolves a failed call with the server envelope', async () => {
    const answer = await client.api.get('rota-que-nao-existe', { loading: false, quiet: true });
    expect(answer).toMatchObject({
      status: 'error',
      responseCode: 404,
      message: apiMessages.routeNotFound,
    });
  });
});
