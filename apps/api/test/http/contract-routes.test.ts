// Every call of the customer app's contracts is a route of the API, at the contract's method and
// path under the API prefix, and every app route is a contract's: a contract whose route is missing
// or moved, or an app route no contract describes, fails here.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { everyCall } from '../../../../packages/domain/test/support/contract-calls.ts';
import { useTestApp } from '../helpers/build-test-app.ts';

// The app's routes outside the contracts: the OpenAPI page, the documents, the day key (read before
// any encrypted call) and the health check.
const NOT_CALLS = /^\/(docs|documentos|chave|saude)\b/;

/** Every method and full path the app serves, read from the tree printRoutes draws. */
function servedRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
      if (!match) return [];
      const [, indent = '', segment = '', methods = ''] = match;
      const depth = indent.length / 4;
      parents.length = depth;
      const path = [...parents, segment].join('');
      parents.push(segment);
      return methods
        .split(', ')
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => `${method} ${path}`);
    });
}

describe('the routes of the contracts', () => {
  const api = useTestApp();

  it('registers every call at its method and path', async () => {
    const calls = await everyCall();
    const missing = calls
      .filter(({ call }) => {
        const url = `${api.config.apiPrefix}${call.path}`;
        return !api.app.hasRoute({ method: call.method, url });
      })
      .map(({ name }) => name);
    expect(calls.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('serves no app route that is not a contract call', async () => {
    const prefix = api.config.apiPrefix;
    const calls = new Set(
      (await everyCall()).map(({ call }) => `${call.method} ${prefix}${call.path}`),
    );
    const appRoutes = servedRoutes(api.app).filter((route) => {
      const path = route.slice(route.indexOf(' ') + 1);
      return path.startsWith(`${prefix}/`) && !NOT_CALLS.test(path.slice(prefix.length));
    });
    expect(appRoutes.length).toBeGreaterThan(0);
    expect(appRoutes.filter((route) => !calls.has(route))).toEqual([]);
  });
});
