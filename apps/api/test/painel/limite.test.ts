// Failed sign-ins count per (account, client address), failures only, as the customers' login counts
// (limits/README.md): wrong passwords and wrong TOTP codes spend the same allowance, a right password
// alone forgives nothing, and a completed sign-in forgives this address's failures.
import { expect, it } from 'vitest';
import { apiMessages, painelMessages } from '@fidelidade/domain/messages';
import { GENEROUS_LIMIT } from '@fidelidade/test-kit/limits';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { generousLimits } from '../accounts/accounts-app.ts';
import { usePainelApp } from './painel-app.ts';

const FAILURES = 3;

describeEachDatabase('console sign-in limits', (database) => {
  const painel = usePainelApp(database, {
    limits: {
      ...generousLimits,
      loginIp: GENEROUS_LIMIT,
      loginFailures: { limit: FAILURES, windowMs: 15 * 60_000 },
    },
  });

  const signInStep = (email: string, senha: string) =>
    painel.client().request('POST', '/sessao', { body: { email, senha } });

  it('counts wrong passwords, then refuses even the right one', async () => {
    const operador = await painel.operador('administrador');
    for (let attempt = 0; attempt < FAILURES; attempt += 1) {
      const wrong = await signInStep(operador.email, 'senha-errada-qualquer');
      expect(wrong.status).toBe(401);
      expect(wrong.envelope.message).toBe(painelMessages.invalidCredentials);
    }
    const refused = await signInStep(operador.email, operador.senha);
    expect(refused.status).toBe(429);
    expect(refused.envelope.message).toBe(apiMessages.tooManyRequests);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another operator at the same address is not held back.
    const other = await painel.operador('administrador');
    expect((await signInStep(other.email, other.senha)).status).toBe(200);
  });

  it('counts wrong TOTP codes in the same allowance, and a right password forgives none', async () => {
    const operador = await painel.operador('financeiro');
    await painel.signIn(operador);
    for (let attempt = 0; attempt < FAILURES; attempt += 1) {
      const client = painel.client();
      expect(
        (
          await client.request('POST', '/sessao', {
            body: { email: operador.email, senha: operador.senha },
          })
        ).status,
      ).toBe(200);
      const wrong = await client.request('POST', '/sessao/totp', { body: { codigo: '000000' } });
      expect(wrong.status).toBe(401);
    }
    const refused = await signInStep(operador.email, operador.senha);
    expect(refused.status).toBe(429);
  });
});
