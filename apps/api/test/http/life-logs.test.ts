// Data protection: a whole customer life, logged at trace level, never writes a password, a recovery
// code, a session or recovery token, a store's API key, a full CPF (with or without the mask) or a
// rating link's hash (the credential of its page, shown as `/avaliacao/[oculto]`). The outbox worker
// is off: with no provider the outbox writes its messages to the log on purpose (a developer's
// machine; recovery/log.test.ts), which a production server never does.
import { expect, it } from 'vitest';
import { REDACTED } from '../../src/http/logger.ts';
import { liveAndDelete, useLifeApp } from '../accounts/customer-life.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { captureLogs } from '../helpers/log-capture.ts';

describeEachDatabase('logs of a customer life', (database) => {
  const logs = captureLogs();
  const api = useLifeApp(database, { logStream: logs.stream, config: { logLevel: 'trace' } });

  it('hold none of the customer’s secrets, the full CPF nor a rating hash', async () => {
    const traces = await liveAndDelete(api);
    const text = logs.text();
    // The life was logged: one line at least for each request and its answer.
    expect(
      logs.entries().filter((entry) => entry.msg === 'request completed').length,
    ).toBeGreaterThan(12);
    const secrets = {
      senha: traces.passwords,
      codigo: [traces.recoveryCode],
      token: traces.tokens,
      chaveDaLoja: [traces.storeKey],
      cpf: [traces.cpf, traces.cpfMasked],
      hashDeAvaliacao: traces.ratingHashes,
    };
    for (const [kind, values] of Object.entries(secrets)) {
      for (const value of values) expect(text, `${kind} no log`).not.toContain(value);
    }
    // The rating page's requests, the app's page and the API's calls, are logged without the hash.
    const ratingRequests = logs.entries().flatMap((entry) => {
      const { method, url } = (entry.req ?? {}) as { method?: string; url?: string };
      return entry.msg === 'incoming request' && url?.includes('/avaliacao')
        ? [`${method ?? ''} ${url}`]
        : [];
    });
    const prefix = api.config.apiPrefix;
    expect(ratingRequests).toEqual(
      expect.arrayContaining([
        `GET /avaliacao/${REDACTED}`,
        `GET ${prefix}/avaliacao/${REDACTED}`,
        `POST ${prefix}/avaliacao/${REDACTED}`,
      ]),
    );
  });
});
