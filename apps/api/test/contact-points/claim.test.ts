// A proven e-mail claims the contact messages sent without a session under it (DESIGN decision 19):
// they become the customer's, in meus_dados and erased with the account (with their e-mail to the
// support address). An address no code proved claims nothing, whoever registered or named it.
import { expect, it } from 'vitest';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { profileEdit } from '../accounts/factories.ts';
import { contato } from '../contact/contact-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { sendCode, confirmCode } from './address-change.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { useRecoveryApp } from '../recovery/recovery-app.ts';

describeEachDatabase('contact messages claimed by a proven e-mail', (database) => {
  const h = useRecoveryApp(database, {
    contact: { supportEmail: 'atendimento@fidelidade.example' },
  });
  const db = () => h.api.app.database.db;
  const visitorSends = async (assunto: string, email: string) => {
    const sent = await h.call('POST', '/fale_conosco', contato({ assunto, email }));
    expect(sent.status).toBe(201);
  };
  const downloaded = async (user: Cliente) => {
    const response = await h.call<MeusDados>('GET', '/meus_dados', undefined, user.jwt);
    expect(response.status).toBe(200);
    return response.envelope.data.mensagensContato.map((message) => message.assunto);
  };
  const stored = async (assunto: string) =>
    db()
      .selectFrom('mensagens_contato')
      .select(['cliente_id', 'outbox_id'])
      .where('assunto', '=', assunto)
      .executeTakeFirst();
  const confirm = (user: Cliente, codigo: string) => confirmCode(h, user, codigo);

  it('claims them once the registration code proves the e-mail; erased with the account', async () => {
    const email = generateEmail();
    await visitorSends('Antes do cadastro', email.toUpperCase());
    await visitorSends('De outra pessoa', generateEmail());
    const { user } = await h.register({ email });
    expect(await downloaded(user)).toEqual([]);

    expect((await confirm(user, await h.queuedCode(email))).status).toBe(200);
    expect(await downloaded(user)).toEqual(['Antes do cadastro']);
    const claimed = await stored('Antes do cadastro');

    const deleted = await encryptedClient(h.api.apiUrl).request('DELETE', '/cliente', {
      jwt: user.jwt,
      body: { jwt: user.jwt },
    });
    expect(deleted.status).toBe(200);
    expect(await stored('Antes do cadastro')).toBeUndefined();
    const supportMail = await db()
      .selectFrom('outbox')
      .select('id')
      .where('id', '=', claimed?.outbox_id ?? '')
      .execute();
    expect(supportMail).toEqual([]);
    expect(await stored('De outra pessoa')).toMatchObject({ cliente_id: null });
  });

  it('claims them when a recovery by e-mail proves the address', async () => {
    const { user } = await h.register();
    await visitorSends('Pedido antigo', user.email);
    expect(await downloaded(user)).toEqual([]);
    const { jwt } = await h.start(user.email);
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
    const codigo = await h.queuedCode(user.email);
    expect((await h.call('POST', '/valida_codigo_app', { jwt, codigo })).status).toBe(200);
    expect(await downloaded(user)).toEqual(['Pedido antigo']);
  });

  it('claims nothing for a new e-mail until its code is typed, then claims', async () => {
    const { user } = await h.register();
    const novo = generateEmail();
    await visitorSends('Do novo endereço', novo);
    const edit = await h.call<Cliente>(
      'PUT',
      '/cliente',
      profileEdit(user, { email: novo }),
      user.jwt,
    );
    expect(edit.envelope.data.emailPendente).toBe(novo);
    expect(await downloaded(user)).toEqual([]);
    expect(await stored('Do novo endereço')).toMatchObject({ cliente_id: null });

    expect((await confirm(user, await h.queuedCode(novo))).status).toBe(200);
    expect(await downloaded(user)).toEqual(['Do novo endereço']);
  });

  it('never claims for an e-mail left unproven, nor by a phone code', async () => {
    const { user } = await h.register();
    await visitorSends('Nunca reclamada', user.email);
    const sms = await sendCode(h, user, 'sms');
    expect(sms.status).toBe(200);
    const code = await h.queuedCode(user.celular.replace(/\D/g, ''));
    expect((await confirm(user, code)).envelope.data.celularConfirmado).toBe(true);
    expect(await downloaded(user)).toEqual([]);
    expect(await stored('Nunca reclamada')).toMatchObject({ cliente_id: null });
  });
});
