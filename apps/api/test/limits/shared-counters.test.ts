// With REDIS_URL, every limit is counted once for the whole service (DESIGN "Storage and scale"): two
// app instances on the same Redis and key prefix share the counters, so tries split across both reach
// the limit together and both then answer 429. Skipped without REDIS_URL (memory counters are per
// instance by design).
import { describe, expect, it } from 'vitest';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { generateEmail, registrationPayload } from '@fidelidade/test-kit/customers';
import { compra } from '@fidelidade/test-kit/purchases';
import { hashStoreKey } from '../../src/partner/store-keys.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { REDIS_URL, limiterConfig } from '../accounts/accounts-app.ts';
import { SUPPORT, contato } from '../contact/contact-app.ts';
import { describeEachDatabase, useTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';
import { testOutboxConfig } from '../recovery/recovery-app.ts';
import {
  TOO_MANY_PARTNER_CALLS,
  expectTooMany,
  perMinute,
  type LimitedResponse,
} from './too-many.ts';

const LIMIT = 2;
const NOT_A_TOKEN = 'nao-e-um-token';

interface SharedCase {
  name: string;
  /** What the call answers while under its limit. */
  allowed: number;
  /** One try, with the same subject (address, e-mail) every time. */
  call: (api: TestApp) => Promise<LimitedResponse>;
}

const loginEmail = generateEmail();
const unknownEmail = generateEmail();
const app = (api: TestApp, method: string, path: string, body?: unknown) =>
  encryptedClient(api.apiUrl).request(method, path, body === undefined ? {} : { body });

const cases: SharedCase[] = [
  {
    name: 'login, wrong passwords per e-mail',
    allowed: 401,
    call: (api) => app(api, 'POST', '/login', { email: loginEmail, senha: 'Senha123' }),
  },
  {
    name: 'registration per IP',
    allowed: 201,
    call: (api) => app(api, 'POST', '/cliente', registrationPayload()),
  },
  {
    name: 'esqueci_senha per IP and e-mail',
    allowed: 404,
    call: (api) => app(api, 'POST', '/esqueci_senha', { email: unknownEmail }),
  },
  {
    name: 'enviar_codigo per IP',
    allowed: 401,
    call: (api) => app(api, 'POST', '/enviar_codigo', { jwt: NOT_A_TOKEN, tipo: 'email' }),
  },
  {
    name: 'valida_codigo_app per IP',
    allowed: 401,
    call: (api) => app(api, 'POST', '/valida_codigo_app', { jwt: NOT_A_TOKEN, codigo: 'ABC123' }),
  },
  {
    name: 'nova_senha per IP',
    allowed: 401,
    call: (api) => app(api, 'PUT', '/nova_senha', { jwt: NOT_A_TOKEN, senha: 'Nova1234' }),
  },
  {
    name: 'fale_conosco per IP',
    allowed: 201,
    call: (api) => app(api, 'POST', '/fale_conosco', contato()),
  },
  {
    name: 'avaliacao per IP',
    allowed: 404,
    call: (api) => app(api, 'GET', '/avaliacao/AAAAAAAAAAAAAAAAAAAAAA'),
  },
];

/** `LIMIT` tries alternating between the instances, then one more on each: both refuse it. */
async function splitTries(
  instances: readonly TestApp[],
  call: (api: TestApp) => Promise<LimitedResponse>,
  allowed: number,
  message?: string,
) {
  for (let attempt = 0; attempt < LIMIT; attempt += 1) {
    const api = instances[attempt % instances.length];
    if (!api) throw new Error('no instance');
    expect((await call(api)).status).toBe(allowed);
  }
  for (const api of instances) expectTooMany(await call(api), message);
}

describeEachDatabase('limits: counters shared through Redis', (database) => {
  describe.runIf(REDIS_URL)('two instances on one Redis', () => {
    // One configuration, so one key prefix: the instances are one service with two databases.
    const config = {
      ...limiterConfig({
        loginFailures: perMinute(LIMIT),
        registrationIp: perMinute(LIMIT),
        recoveryStepsIp: perMinute(LIMIT),
        ratingIp: perMinute(LIMIT),
        partnerKey: perMinute(LIMIT),
        recoveryIp: perMinute(LIMIT),
        contactIp: perMinute(LIMIT),
      }),
      contact: { supportEmail: SUPPORT },
      ...testOutboxConfig(),
    };
    const one = useTestApp({ database, config });
    const other = useTestApp({ database, config });

    it.each(cases)('$name', async ({ call, allowed }) => {
      await splitTries([one, other], call, allowed);
    });

    it('partner calls per store key', async () => {
      // The same store in both databases, as one shared database would hold it.
      const loja = await createLoja(one.app.database.db, 'Loja Compartilhada');
      await other.app.database.db
        .insertInto('lojas')
        .values({ id: loja.id, nome: loja.nome, chave_hash: hashStoreKey(loja.chave) })
        .execute();
      // A CPF without an account: 404 while under the limit, and nothing recorded either way.
      const purchase = (api: TestApp) =>
        partnerClient(api, loja.chave).post('/compras', compra(generateCpf()));
      await splitTries([one, other], purchase, 404, TOO_MANY_PARTNER_CALLS);
    });
  });
});
