// Recovery steps 2 to 4 per IP (LIMIT_RECOVERY_STEPS_IP, each step its own counter): 429 with
// Retry-After once one address has called a step too often, whatever the tokens it holds. Another
// address (X-Forwarded-For behind a trusted proxy) is counted apart.
import { describe, expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { useRecoveryApp, type RecoveryHarness } from '../recovery/recovery-app.ts';
import { expectTooMany, perMinute } from './too-many.ts';

const STEP_LIMIT = 2;
const OTHER_ADDRESS = { 'X-Forwarded-For': '203.0.113.9' };

function useStepsApp(database: Parameters<typeof useRecoveryApp>[0]): RecoveryHarness {
  return useRecoveryApp(database, {
    ...limiterConfig({ recoveryStepsIp: perMinute(STEP_LIMIT) }),
    trustProxy: true,
  });
}

/** A call from another client address than the suite's own. */
function fromOtherAddress(h: RecoveryHarness, method: 'POST' | 'PUT', path: string, body: unknown) {
  return encryptedClient(h.api.apiUrl).request(method, path, { body, headers: OTHER_ADDRESS });
}

describeEachDatabase('limits: recovery steps per IP', (database) => {
  describe('enviar_codigo', () => {
    const h = useStepsApp(database);
    const send = (jwt: string) => h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' });

    it('stops one address from having codes sent to account after account', async () => {
      for (let sent = 0; sent < STEP_LIMIT; sent += 1) {
        const { user } = await h.register();
        const { jwt } = await h.start(user.email);
        expect((await send(jwt)).envelope.message).toBe(
          'Enviamos o código de verificação para o seu e-mail.',
        );
      }
      const { user } = await h.register();
      const { jwt } = await h.start(user.email);
      expectTooMany(await send(jwt));
      const recoveryCodes = () =>
        h.api.app.database.db
          .selectFrom('outbox')
          .select('id')
          .where('destinatario', '=', user.email)
          .where('assunto', 'like', '%recuperação%')
          .execute();
      expect(await recoveryCodes()).toEqual([]);
      const elsewhere = await fromOtherAddress(h, 'POST', '/enviar_codigo', { jwt, tipo: 'email' });
      expect(elsewhere.status).toBe(200);
      expect(await h.queuedCode(user.email)).toMatch(/^[A-Z0-9]{6}$/);
    });
  });

  describe('valida_codigo_app', () => {
    const h = useStepsApp(database);

    it('refuses even the right code once the address has guessed too often, and keeps it alive', async () => {
      const { user } = await h.register();
      const { jwt } = await h.start(user.email);
      expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
      const codigo = await h.queuedCode(user.email);
      const wrong = codigo.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
      for (let guess = 0; guess < STEP_LIMIT; guess += 1) {
        const response = await h.call('POST', '/valida_codigo_app', { jwt, codigo: wrong });
        expect(response.envelope.message).toBe('Código incorreto. Confira e tente novamente.');
      }
      expectTooMany(await h.call('POST', '/valida_codigo_app', { jwt, codigo }));
      // The refused call spent nothing: the code still works from the customer's own address.
      const right = await fromOtherAddress(h, 'POST', '/valida_codigo_app', { jwt, codigo });
      expect(right.envelope.message).toBe('Código confirmado! Agora crie sua nova senha.');
    });
  });

  describe('nova_senha', () => {
    const h = useStepsApp(database);
    const login = (user: Cliente, senha: string) =>
      h.call('POST', '/login', { email: user.email, senha });

    it('stops a holder of step-1 tokens from making the server hash passwords at will', async () => {
      const { registered, jwt } = await h.validated();
      const other = await h.register();
      const { jwt: unvalidated } = await h.start(other.user.email);
      for (let tries = 0; tries < STEP_LIMIT; tries += 1) {
        const response = await h.call('PUT', '/nova_senha', {
          jwt: unvalidated,
          senha: 'Nova1234',
        });
        expect(response.envelope.message).toBe(
          'Confirme o código de verificação antes de criar a nova senha.',
        );
      }
      expectTooMany(await h.call('PUT', '/nova_senha', { jwt, senha: 'Nova1234' }));
      expect((await login(registered.user, registered.senha)).status).toBe(200);
      const changed = await fromOtherAddress(h, 'PUT', '/nova_senha', { jwt, senha: 'Nova1234' });
      expect(changed.envelope.message).toBe(
        'Senha alterada com sucesso! Faça login com a nova senha.',
      );
      expect((await login(registered.user, 'Nova1234')).status).toBe(200);
    });
  });
});
