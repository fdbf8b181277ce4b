// Recovery step 4 (DESIGN decisions 2, 3 and 8): only after a validated code; the new password follows
// the one password rule, ends every session (old jwt → 401), does not log in, works for login, queues
// the 'senha alterada' e-mail, and closes the request.
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useRecoveryApp } from './recovery-app.ts';

const NEW_PASSWORD = 'Nova1234';

describeEachDatabase('nova_senha', (database) => {
  const h = useRecoveryApp(database);
  const reset = (jwt: string, senha = NEW_PASSWORD) => h.call('PUT', '/nova_senha', { jwt, senha });

  it('sets the password, revokes every session, does not log in, and notifies by e-mail', async () => {
    const { registered, jwt } = await h.validated();
    const { user, senha } = registered;
    const response = await reset(jwt);
    expect(response.status).toBe(200);
    expect(response.envelope).toEqual({
      status: 'success',
      message: 'Senha alterada com sucesso! Faça login com a nova senha.',
      data: null,
      responseCode: 200,
    });
    expect((await h.call('GET', '/cliente', undefined, user.jwt)).status).toBe(401);

    const oldLogin = await h.call('POST', '/login', { email: user.email, senha });
    expect(oldLogin.status).toBe(401);
    const newLogin = await h.call<Cliente>('POST', '/login', {
      email: user.email,
      senha: NEW_PASSWORD,
    });
    expect(newLogin.status).toBe(200);
    expect((await h.call('GET', '/cliente', undefined, newLogin.envelope.data.jwt)).status).toBe(
      200,
    );

    const notice = await h.api.app.database.db
      .selectFrom('outbox')
      .select(['assunto', 'texto'])
      .where('destinatario', '=', user.email)
      .orderBy('criada_em', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.assunto).toBe('Fidelidade: sua senha foi alterada');
    expect(notice.texto).toContain('foi alterada');
  });

  it('refuses a second reset with the same token (the request is closed)', async () => {
    const { jwt } = await h.validated();
    expect((await reset(jwt)).status).toBe(200);
    const again = await reset(jwt, 'Outra123');
    expect(again.status).toBe(401);
    expect(again.envelope.message).toBe(
      'Sua solicitação de recuperação de senha expirou. Comece novamente.',
    );
  });

  it('refuses a new password before the code is validated', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    const before = await reset(jwt);
    expect(before.status).toBe(409);
    expect(before.envelope.message).toBe(
      'Confirme o código de verificação antes de criar a nova senha.',
    );
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
    expect((await reset(jwt)).status).toBe(409);
    // The old password still works: nothing changed.
    expect((await h.call('POST', '/login', { email: user.email, senha: 'Senha123' })).status).toBe(
      200,
    );
  });

  it.each([
    ['', 'Preenha o campo de senha.'],
    ['Ab1', 'A senha deve conter pelo menos 5 caracteres.'],
    ['abcde1', 'A senha deve conter pelo menos uma letra maiúscula.'],
    ['ABCDE1', 'A senha deve conter pelo menos uma letra minúscula.'],
    ['Abcdef', 'A senha deve conter pelo menos um número.'],
    [`Ab1${'x'.repeat(28)}`, 'A senha não deve conter mais que 30 caracteres.'],
  ])('refuses the password %j: %s', async (senha, message) => {
    const { jwt } = await h.validated();
    const response = await reset(jwt, senha);
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe(message);
  });
});
