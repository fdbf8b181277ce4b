// The app's API client against the real API (spec point 7, docs/decisions/0001): it fetches the day
// key by the São Paulo date's tokens, sends encrypted calls and decrypts the answers, also errors.
import { avaliacaoCall } from '@fidelidade/domain/contracts/avaliacao';
import { extratoDetalheCall } from '@fidelidade/domain/contracts/extrato-detalhe';
import { loginCall } from '@fidelidade/domain/contracts/login';
import { niveisCall } from '@fidelidade/domain/contracts/niveis';
import { apiMessages } from '@fidelidade/domain/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '../src/lib/api-client.ts';
import type * as CallApiModule from '../src/lib/call-api.ts';
import { baseUrl } from '@fidelidade/test-kit/browser';

type ApiClient = typeof ApiClientModule;
type CallApi = (typeof CallApiModule)['callApi'];

describe('API client', () => {
  let client: ApiClient;
  let callApi: CallApi;
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
    ({ callApi } = await import('../src/lib/call-api.ts'));
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

  it("makes a contract's call at its path, with the parameters filled in and URI-encoded", async () => {
    const niveis = await callApi(niveisCall, {}, { loading: false });
    expect(niveis.status).toBe('success');
    expect(niveis.data?.niveis.map(({ nivel }) => nivel)).toEqual([1, 2, 3]);

    const unknown = await callApi(
      avaliacaoCall,
      { params: { hash: 'não/existe' } },
      { loading: false, quiet: true },
    );
    expect(unknown).toMatchObject({ status: 'error', responseCode: 404 });
    expect(calls).toContain('/api/niveis');
    expect(calls).toContain('/api/avaliacao/n%C3%A3o%2Fexiste');
  });

  it('types what a call sends from its contract', () => {
    // Never run: the compiler checks these calls against the contracts.
    const typeChecks = () => [
      // @ts-expect-error: a path parameter is missing.
      callApi(extratoDetalheCall, {}),
      // @ts-expect-error: the body is required and must match the contract.
      callApi(loginCall, { body: { email: 'a@b.com' } }),
      // @ts-expect-error: a call without a body takes none.
      callApi(niveisCall, { body: {} }),
    ];
    expect(typeof typeChecks).toBe('function');
  });
});
