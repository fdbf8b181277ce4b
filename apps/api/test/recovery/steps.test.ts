// Recovery steps 1 and 2 (spec points 2, 5 and 7; DESIGN decisions 3 and 8): the recovery data with
// masked contact points, the code queued (hashed in the table) by the chosen channel, and each step's
// refusals: unknown e-mail, bad input, tokens of the wrong kind.
import { expect, it } from 'vitest';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useRecoveryApp } from './recovery-app.ts';

const expiredMessage = 'Sua solicitação de recuperação de senha expirou. Comece novamente.';

describeEachDatabase('esqueci_senha and enviar_codigo', (database) => {
  const h = useRecoveryApp(database);

  it('answers a recovery jwt with the e-mail and phone masked, never whole', async () => {
    const { user } = await h.register({
      email: 'maria.silva@example.com'.replace('maria', `m${Date.now()}`),
      celular: '(11) 98765-4321',
    });
    const data = await h.start(` ${user.email.toUpperCase()} `);
    expect(Object.keys(data).sort()).toEqual(['celular', 'email', 'jwt']);
    expect(data.celular).toBe('(11) 9****-4321');
    expect(data.email).toMatch(/^m\d\*{3,}@example\.com$/);
    expect(data.email).not.toContain(user.email.split('@')[0]);
    expect(data.jwt.split('.')).toHaveLength(3);
  });

  it('answers 404 with a pt-BR message for an e-mail without an account', async () => {
    const response = await h.call('POST', '/esqueci_senha', { email: generateEmail() });
    expect(response.status).toBe(404);
    expect(response.envelope).toEqual({
      status: 'error',
      message: 'Não encontramos uma conta com este e-mail.',
      data: null,
      responseCode: 404,
    });
  });

  it.each([
    [{ email: '' }, 'Preenha o campo de e-mail.'],
    [{ email: 'maria@' }, 'E-mail inválido!'],
    [{}, 'Preenha o campo de e-mail.'],
  ])('refuses step 1 with %j: %s', async (body, message) => {
    const response = await h.call('POST', '/esqueci_senha', body);
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe(message);
  });

  it('queues the code by e-mail, stores only its hash, and says where it went', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    const response = await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' });
    expect(response.status).toBe(200);
    expect(response.envelope.message).toBe('Enviamos o código de verificação para o seu e-mail.');
    const code = await h.queuedCode(user.email);
    expect(code).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
    const row = await h.api.app.database.db
      .selectFrom('recuperacoes_senha')
      .selectAll()
      .orderBy('criada_em', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row.canal).toBe('email');
    expect(row.codigo_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const mail = await h.api.app.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('destinatario', '=', user.email)
      .where('assunto', 'like', '%recuperação%')
      .executeTakeFirstOrThrow();
    expect(mail.assunto).toBe('Fidelidade: seu código de recuperação de senha');
    expect(mail.html).toContain(code);
    expect(mail.estado).toBe('pendente');
  });

  it('queues the code by SMS to the phone digits', async () => {
    const { user } = await h.register({ celular: '(21) 99876-5432' });
    const { jwt } = await h.start(user.email);
    const response = await h.call('POST', '/enviar_codigo', { jwt, tipo: 'sms' });
    expect(response.status).toBe(200);
    expect(response.envelope.message).toBe('Enviamos o código de verificação por SMS.');
    expect(await h.queuedCode('21998765432')).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
  });

  it('refuses a channel other than email or sms', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    const response = await h.call('POST', '/enviar_codigo', { jwt, tipo: 'whatsapp' });
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe('Opção inválida para o campo tipo!');
  });

  it('refuses a session token in every step, and a recovery token as a session', async () => {
    const { user } = await h.register();
    const session = user.jwt;
    const { jwt: recovery } = await h.start(user.email);
    const steps = [
      h.call('POST', '/enviar_codigo', { jwt: session, tipo: 'email' }),
      h.call('POST', '/valida_codigo_app', { jwt: session, codigo: 'ABCD12' }),
      h.call('PUT', '/nova_senha', { jwt: session, senha: 'Nova1234' }),
    ];
    for (const response of await Promise.all(steps)) {
      expect(response.status).toBe(401);
      expect(response.envelope.message).toBe(expiredMessage);
    }
    const asSession = await h.call('GET', '/cliente', undefined, recovery);
    expect(asSession.status).toBe(401);
  });

  it('refuses a forged token and a request past its 30 minutes', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    const forged = `${jwt.slice(0, -4)}AAAA`;
    expect((await h.call('POST', '/enviar_codigo', { jwt: forged, tipo: 'email' })).status).toBe(
      401,
    );
    h.clock.advance(31);
    try {
      const late = await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' });
      expect(late.status).toBe(401);
      expect(late.envelope.message).toBe(expiredMessage);
    } finally {
      h.clock.reset();
    }
  });
});
