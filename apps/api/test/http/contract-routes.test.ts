// Every call of the customer app's contracts is a route of the API, at the contract's method and
// path under the API prefix: a contract whose route is missing or moved fails here.
import { describe, expect, it } from 'vitest';
import { everyCall } from '../../../../packages/domain/test/support/contract-calls.ts';
import { useTestApp } from '../helpers/build-test-app.ts';

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

  it('does not register a path no contract has', () => {
    const url = `${api.config.apiPrefix}/extrato/:id/outro`;
    expect(api.app.hasRoute({ method: 'GET', url })).toBe(false);
  });
});
