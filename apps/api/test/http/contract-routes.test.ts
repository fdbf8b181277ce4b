// Every call of the customer app's contracts is a route of the API, at the contract's method and
// path under the API prefix, and every app route is a contract's: a contract whose route is missing
// or moved, or an app route no contract describes, fails here.
import { describe, expect, it } from 'vitest';
import { everyCall } from '../../../../packages/domain/test/support/contract-calls.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { servedRoutes } from '../helpers/served-routes.ts';

// The app's routes outside the contracts: the OpenAPI page, the documents, the day key (read before
// any encrypted call) and the health check.
const NOT_CALLS = /^\/(docs|documentos|chave|saude)\b/;

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
