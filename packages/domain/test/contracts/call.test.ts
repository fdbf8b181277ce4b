import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type PathParamNames, defineCall, pathOf } from '../../src/contracts/call.ts';
import { extratoDetalheCall } from '../../src/contracts/extrato-detalhe.ts';
import { everyCall } from '../support/contract-calls.ts';

describe('the contracts of the calls', () => {
  it('give each method and path to one call only', async () => {
    const calls = await everyCall();
    const routes = calls.map(({ call }) => `${call.method} ${call.path}`);
    expect(calls.length).toBeGreaterThanOrEqual(23);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('are named for their file', async () => {
    const camel = (file: string) =>
      file
        .replace(/\.ts$/, '')
        .replace(/[-_]([a-z])/g, (_m, letter: string) => letter.toUpperCase());
    const misnamed = (await everyCall()).filter(
      ({ file, name }) => !name.startsWith(camel(file)) && file !== 'avaliacao.ts',
    );
    expect(misnamed).toEqual([]);
  });

  it('read every parameter their path names, and no other', async () => {
    for (const { name, call } of await everyCall()) {
      const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const { params } = call;
      if (names.length === 0) {
        expect(params, name).toBeUndefined();
        continue;
      }
      const values = Object.fromEntries(names.map((param) => [param, 'x']));
      expect(params?.safeParse(values).success, name).toBe(true);
      expect(params?.safeParse({}).success, name).toBe(false);
    }
  });
});

describe('pathOf', () => {
  it('fills in each parameter, URI-encoded', () => {
    expect(pathOf(extratoDetalheCall.path, { id: 'a/b c' })).toBe('/extrato/a%2Fb%20c');
    expect(pathOf('/avaliacao/:hash/:id', { hash: 'h', id: '1' })).toBe('/avaliacao/h/1');
    expect(pathOf('/niveis')).toBe('/niveis');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => pathOf('/extrato/:id', {})).toThrow(/id/);
  });
});

describe('defineCall', () => {
  it('keeps the method, the path and the schemas as their own types', () => {
    expectTypeOf(extratoDetalheCall.method).toEqualTypeOf<'GET'>();
    expectTypeOf(extratoDetalheCall.path).toEqualTypeOf<'/extrato/:id'>();
    expectTypeOf<PathParamNames<'/a/:x/b/:y'>>().toEqualTypeOf<'x' | 'y'>();
  });

  it('wants a params schema exactly when the path has parameters', () => {
    const response = z.null();
    const params = z.object({ x: z.string() });
    // @ts-expect-error: the path names :id, so the call needs its params schema.
    defineCall({ method: 'GET', path: '/coisa/:id', response });
    // @ts-expect-error: the params schema must read the parameter the path names.
    defineCall({ method: 'GET', path: '/coisa/:id', params, response });
    // @ts-expect-error: no parameter in the path, so no params schema.
    defineCall({ method: 'GET', path: '/coisa', params, response });
    expect(
      defineCall({
        method: 'GET',
        path: '/coisa/:id',
        params: z.object({ id: z.string() }),
        response,
      }).path,
    ).toBe('/coisa/:id');
  });
});
