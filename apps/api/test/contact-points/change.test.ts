// A new e-mail or phone takes effect only at its code (DESIGN decision 19), over a real SMTP server:
// PUT cliente keeps the address and sends the code to the new one, GET cliente shows the pending
// address while the code lives, confirmar_contato applies it, and the old address, when it was proven,
// is told where the account's address went.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClienteUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { contactPointMessages as texts } from '@fidelidade/domain/messages';
import { generateCelular, generateEmail } from '@fidelidade/test-kit/customers';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { profileEdit } from '../accounts/factories.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { sendCode, confirmCode } from './address-change.ts';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../helpers/smtp-server.ts';
import { startSmsProvider, type FakeSmsProvider } from '../outbox/outbox-app.ts';
import { useRecoveryApp } from '../recovery/recovery-app.ts';
import { maskCelular } from '../../src/recovery/masks.ts';

const codeIn = (mail: ReceivedMail) => /é: ([A-Z0-9]{6})\r?\n/.exec(mail.text)?.[1] ?? '';
const digits = (text: string) => text.replace(/\D/g, '');
const subjectIs = (subject: string) => (mail: ReceivedMail) => mail.subject === subject;
const CONFIRM_EMAIL = 'Fidelidade: confirme seu e-mail';
const CONFIRM_NEW_EMAIL = 'Fidelidade: confirme seu novo e-mail';
const EMAIL_CHANGED = 'Fidelidade: o e-mail da sua conta foi alterado';

describeEachDatabase('changing the e-mail or the phone', (database) => {
  let catcher: TestSmtpServer;
  let provider: FakeSmsProvider;
  beforeAll(async () => {
    catcher = await startTestSmtpServer();
    provider = await startSmsProvider();
  });
  afterAll(async () => {
    await catcher.stop();
    await provider.stop();
  });
  const h = useRecoveryApp(database, () => ({
    mail: { smtpUrl: catcher.url, from: 'Fidelidade <nao-responda@teste.local>' },
    sms: { apiUrl: provider.url, apiToken: undefined },
    outbox: { worker: true, intervalMs: 50, retryBaseMs: 300 },
  }));
  const put = (user: Cliente, changes: Partial<ClienteUpdatePayload>) =>
    h.call<Cliente>('PUT', '/cliente', profileEdit(user, changes), user.jwt);
  const confirm = (user: Cliente, codigo: string) => confirmCode(h, user, codigo);
  const me = async (user: Cliente) =>
    (await h.call<Cliente>('GET', '/cliente', undefined, user.jwt)).envelope.data;
  /** The first SMS the provider got for the phone whose text has `containing`. */
  async function smsTo(phone: string, containing: string): Promise<string> {
    return waitForValue(
      () =>
        provider.received
          .map((sms) => sms.body as { to: string; message: string })
          .find((body) => body.to === digits(phone) && body.message.includes(containing))?.message,
      () => `no SMS with '${containing}' in time`,
    );
  }
  const smsCode = (text: string) => /é ([A-Z0-9]{6})\./.exec(text)?.[1] ?? '';

  /** A new customer whose e-mail is proven with the code registration mailed. */
  async function withConfirmedEmail(): Promise<Cliente> {
    const { user } = await h.register();
    const mail = await catcher.waitFor(user.email, subjectIs(CONFIRM_EMAIL));
    expect((await confirm(user, codeIn(mail))).status).toBe(200);
    return { ...user, emailConfirmado: true };
  }

  it('registration mails a code that proves the e-mail', async () => {
    const { user } = await h.register();
    expect(user.emailConfirmado).toBe(false);
    const mail = await catcher.waitFor(user.email, subjectIs(CONFIRM_EMAIL));
    const codigo = codeIn(mail);
    expect(codigo).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
    expect(mail.html).toContain(codigo);
    const confirmed = await confirm(user, codigo);
    expect(confirmed.envelope.message).toBe(texts.emailConfirmed);
    expect(confirmed.envelope.data.emailConfirmado).toBe(true);
  });

  it('sends the code to the new e-mail, applies it at the code, and tells the old one', async () => {
    const user = await withConfirmedEmail();
    const novo = generateEmail();
    const edit = await put(user, { email: novo.toUpperCase(), nome: 'Nome Novo' });
    expect(edit.status).toBe(200);
    expect(edit.envelope.message).toBe(texts.changeCodeSentEmail(novo));
    expect(edit.envelope.data).toEqual({ ...user, nome: 'Nome Novo', emailPendente: novo });
    expect(await me(user)).toEqual({ ...user, nome: 'Nome Novo', emailPendente: novo });
    // The account still logs in with the old e-mail until the change is confirmed.
    const login = await h.call<Cliente>('POST', '/login', { email: novo, senha: 'Senha123' });
    expect(login.status).toBe(401);

    const mail = await catcher.waitFor(novo, subjectIs(CONFIRM_NEW_EMAIL));
    const done = await confirm(user, codeIn(mail));
    expect(done.status).toBe(200);
    expect(done.envelope.message).toBe(texts.emailChanged);
    const changed = { ...user, nome: 'Nome Novo', email: novo, emailConfirmado: true };
    expect(done.envelope.data).toEqual(changed);
    expect(await me(user)).toEqual(changed);

    const notice = await catcher.waitFor(user.email, subjectIs(EMAIL_CHANGED));
    expect(notice.text).toContain('foi alterado para');
    expect(notice.text).not.toContain(novo);
    expect(notice.text).toContain(novo.slice(novo.indexOf('@')));
    expect(notice.text).toContain('Esqueci minha senha');
    expect(notice.text).toContain('Fale conosco');
  });

  it('tells an old e-mail nothing when it was never proven', async () => {
    const { user } = await h.register();
    const novo = generateEmail();
    expect((await put(user, { email: novo })).status).toBe(200);
    const mail = await catcher.waitFor(novo, subjectIs(CONFIRM_NEW_EMAIL));
    expect((await confirm(user, codeIn(mail))).envelope.message).toBe(texts.emailChanged);
    const queued = await h.api.app.database.db
      .selectFrom('outbox')
      .select('assunto')
      .where('destinatario', '=', user.email)
      .execute();
    expect(queued.map((row) => row.assunto)).toEqual([CONFIRM_EMAIL]);
  });

  it('changes the phone by its SMS code and tells the old, proven phone by SMS', async () => {
    const { user } = await h.register();
    const sent = await sendCode(h, user, 'sms');
    expect(sent.status).toBe(200);
    const proof = smsCode(await smsTo(user.celular, 'para confirmar este celular'));
    expect((await confirm(user, proof)).envelope.data.celularConfirmado).toBe(true);

    const novo = generateCelular();
    h.clock.advance(1.05); // the next phone code may go a minute after the last
    try {
      const edit = await put(user, { celular: novo });
      expect(edit.envelope.message).toBe(texts.changeCodeSentSms(maskCelular(novo)));
      expect(edit.envelope.data).toMatchObject({
        celular: user.celular,
        celularPendente: digits(novo),
      });
      const code = smsCode(await smsTo(novo, 'para usar este celular'));
      const done = await confirm(user, code);
      expect(done.envelope.message).toBe(texts.phoneChanged);
      expect(done.envelope.data).toMatchObject({ celular: digits(novo), celularConfirmado: true });
      // Read before the clock goes back: the worker sends what is due by the app's clock.
      const notice = await smsTo(user.celular, 'foi alterado');
      expect(notice).toBe(
        `Fidelidade: o celular da sua conta foi alterado para ${maskCelular(novo)}. Se não foi você, recupere o acesso em "Esqueci minha senha" e fale conosco.`,
      );
    } finally {
      h.clock.reset();
    }
  });

  it('shows the pending address only while its code lives', async () => {
    const { user, senha } = await h.register();
    const novo = generateEmail();
    expect((await put(user, { email: novo })).envelope.data.emailPendente).toBe(novo);
    const login = await h.call<Cliente>('POST', '/login', { email: user.email, senha });
    expect(login.envelope.data).toMatchObject({ email: user.email, emailPendente: novo });
    const notifications = await h.call<Cliente>(
      'PUT',
      '/configurar_notificacoes',
      { jwt: user.jwt, tipo: 'notificacoes_marketing_sms', status: 1 },
      user.jwt,
    );
    expect(notifications.envelope.data.emailPendente).toBe(novo);
    h.clock.advance(10.05);
    try {
      const later = await me(user);
      expect(later.emailPendente).toBeUndefined();
      expect(later.email).toBe(user.email);
    } finally {
      h.clock.reset();
    }
  });

  it('refuses an e-mail another account holds (409), and two changes at once (400)', async () => {
    const { user } = await h.register();
    const { user: other } = await h.register();
    const taken = await put(user, { email: other.email, nome: 'Nao Muda' });
    expect(taken.status).toBe(409);
    expect(taken.envelope.message).toBe('Este e-mail já está cadastrado.');
    const both = await put(user, { email: generateEmail(), celular: generateCelular() });
    expect(both.status).toBe(400);
    expect(both.envelope.message).toBe(texts.oneChangeAtATime);
    expect(await me(user)).toEqual(user);
  });

  it('answers 409 when the new e-mail was taken before its code was typed', async () => {
    const { user } = await h.register();
    const novo = generateEmail();
    expect((await put(user, { email: novo })).status).toBe(200);
    const mail = await catcher.waitFor(novo, subjectIs(CONFIRM_NEW_EMAIL));
    await h.register({ email: novo });
    const late = await confirm(user, codeIn(mail));
    expect(late.status).toBe(409);
    expect(late.envelope.message).toBe('Este e-mail já está cadastrado.');
    expect((await me(user)).email).toBe(user.email);
  });
});
