// A completed recovery step 3 proves the channel its code went through (DESIGN decision 19): by e-mail
// the e-mail, by SMS the phone. And the 'senha alterada' notice of step 4 goes only to proven
// addresses: never to an e-mail that no code ever reached.
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useRecoveryApp } from '../recovery/recovery-app.ts';

const digits = (text: string) => text.replace(/\D/g, '');
const PASSWORD_CHANGED = 'Fidelidade: sua senha foi alterada';

describeEachDatabase('recovery proves its channel', (database) => {
  const h = useRecoveryApp(database);
  const me = async (user: Cliente) =>
    (await h.call<Cliente>('GET', '/cliente', undefined, user.jwt)).envelope.data;
  const queuedTo = (destinatario: string) =>
    h.api.app.database.db
      .selectFrom('outbox')
      .select(['assunto', 'texto'])
      .where('destinatario', '=', destinatario)
      .orderBy('criada_em')
      .execute();

  /** Steps 1 to 3 by `tipo` for a new customer: the recovery token, validated. */
  async function recoverBy(user: Cliente, tipo: 'email' | 'sms'): Promise<string> {
    const { jwt } = await h.start(user.email);
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo })).status).toBe(200);
    const codigo = await h.queuedCode(tipo === 'email' ? user.email : digits(user.celular));
    expect((await h.call('POST', '/valida_codigo_app', { jwt, codigo })).status).toBe(200);
    return jwt;
  }

  it('by e-mail proves the e-mail, and the notice goes there', async () => {
    const { user } = await h.register();
    const jwt = await recoverBy(user, 'email');
    expect(await me(user)).toMatchObject({ emailConfirmado: true, celularConfirmado: false });
    expect((await h.call('PUT', '/nova_senha', { jwt, senha: 'Nova1234' })).status).toBe(200);
    const mails = await queuedTo(user.email);
    expect(mails.at(-1)?.assunto).toBe(PASSWORD_CHANGED);
    // The phone was never proven: no SMS notice.
    const sms = await queuedTo(digits(user.celular));
    expect(sms).toEqual([]);
  });

  it('by SMS proves the phone; the unproven e-mail gets no notice, the phone does', async () => {
    const { user } = await h.register();
    const jwt = await recoverBy(user, 'sms');
    expect(await me(user)).toMatchObject({ emailConfirmado: false, celularConfirmado: true });
    expect((await h.call('PUT', '/nova_senha', { jwt, senha: 'Nova1234' })).status).toBe(200);
    const mails = await queuedTo(user.email);
    expect(mails.map((mail) => mail.assunto)).toEqual(['Fidelidade: confirme seu e-mail']);
    const sms = await queuedTo(digits(user.celular));
    expect(sms.at(-1)?.texto).toBe(
      'Fidelidade: a senha da sua conta foi alterada agora. Se não foi você, recupere o acesso em "Esqueci minha senha" e fale conosco.',
    );
  });

  it('keeps the first proof: a later recovery does not move the date', async () => {
    const { user } = await h.register();
    await recoverBy(user, 'email');
    const proven = async () =>
      (
        await h.api.app.database.db
          .selectFrom('clientes')
          .select('email_confirmado_em')
          .where('email', '=', user.email)
          .executeTakeFirstOrThrow()
      ).email_confirmado_em;
    const first = await proven();
    expect(first).not.toBeNull();
    h.clock.advance(2);
    try {
      await recoverBy(user, 'email');
    } finally {
      h.clock.reset();
    }
    expect(await proven()).toEqual(first);
  });
});
