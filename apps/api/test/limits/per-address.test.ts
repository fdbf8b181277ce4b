// Registration (LIMIT_REGISTRATION_ACCOUNT) and recovery step 1 (LIMIT_RECOVERY_EMAIL) count an e-mail
// or a CPF at the caller's address: whoever tries a customer's e-mail or CPF from one address is refused
// there, and the customer at another address is not. Two client addresses behind a trusted proxy
// (X-Forwarded-For); on Redis when REDIS_URL is set.
import { describe, expect, it } from 'vitest';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { REDIS_URL, limiterConfig, useAccountsApp } from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { useRecoveryApp } from '../recovery/recovery-app.ts';
import { expectTooMany, perMinute } from './too-many.ts';

const LIMIT = 2;
const PROBER = { 'X-Forwarded-For': '203.0.113.40' };
const CUSTOMER = { 'X-Forwarded-For': '198.51.100.50' };
const STORE = REDIS_URL ? 'redis' : 'memory';

type Pessoa = ReturnType<typeof registrationPayload>['dadosPessoais'];

describeEachDatabase(`limits: e-mail and CPF per address [${STORE}]`, (database) => {
  describe('registration', () => {
    const h = useAccountsApp(database, {
      ...limiterConfig({ registrationAccount: perMinute(LIMIT) }),
      trustProxy: true,
    });
    const register = (body: unknown, headers: Record<string, string>) =>
      h.client().request('POST', '/cliente', { body, headers });

    // The customer's CPF or e-mail, with the other field taken by an account: a duplicate each time.
    const probes = [
      {
        field: 'CPF',
        probe: (customer: Pessoa, taken: Pessoa) => ({ cpf: customer.cpf, email: taken.email }),
        duplicate: 'Este e-mail já está cadastrado.',
      },
      {
        field: 'e-mail',
        probe: (customer: Pessoa, taken: Pessoa) => ({ email: customer.email, cpf: taken.cpf }),
        duplicate: 'Este CPF já está cadastrado.',
      },
    ];

    it.each(probes)(
      'counts the $field at one address: refused there, never its owner at another',
      async ({ probe, duplicate }) => {
        const taken = await h.register();
        const customer = registrationPayload();
        const probing = registrationPayload(
          probe(customer.dadosPessoais, taken.payload.dadosPessoais),
        );
        for (let attempt = 0; attempt < LIMIT; attempt += 1) {
          expect((await register(probing, PROBER)).envelope.message).toBe(duplicate);
        }
        expectTooMany(await register(probing, PROBER));
        expectTooMany(await register(customer, PROBER));

        const registered = await register(customer, CUSTOMER);
        expect(registered.envelope.message).toBe('Cadastro realizado com sucesso!');
        expect(registered.status).toBe(201);
      },
    );
  });

  describe('recovery step 1', () => {
    const h = useRecoveryApp(database, {
      ...limiterConfig({ recoveryEmail: perMinute(LIMIT) }),
      trustProxy: true,
    });
    const start = (email: string, headers: Record<string, string>) =>
      encryptedClient(h.api.apiUrl).request('POST', '/esqueci_senha', { body: { email }, headers });

    it('refuses an e-mail tried too often at one address, never its owner at another', async () => {
      const { user } = await h.register();
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await start(user.email, PROBER)).status).toBe(200);
      }
      expectTooMany(await start(user.email, PROBER));

      const owner = await start(user.email, CUSTOMER);
      expect(owner.envelope.message).toBe('Escolha como deseja receber o código de verificação.');
      expect(owner.status).toBe(200);
    });
  });
});
