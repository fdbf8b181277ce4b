// The whole recovery over real SMTP (DESIGN decision 11): the app's worker delivers the code to an
// in-process SMTP server, the test reads it from the received mail and completes the reset. With the
// server down the message stays in the outbox (attempt counted, next try scheduled) and goes out once
// the server is back.
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import type { ReceivedMail } from '../helpers/smtp-server.ts';
import { useSmtpSuite } from '../helpers/smtp-suite.ts';
import { useRecoveryApp } from './recovery-app.ts';

const isRecoveryCode = (mail: ReceivedMail) => mail.subject.includes('recuperação');
const codeIn = (text: string) => /é: ([A-Z0-9]{6})\r?\n/.exec(text)?.[1] ?? '';

const until = <T>(probe: () => Promise<T | undefined>) =>
  waitForValue(probe, () => 'condition not met in time');

describeEachDatabase('recovery by e-mail over SMTP', (database) => {
  const smtp = useSmtpSuite();
  const h = useRecoveryApp(database, () => smtp.deliveringConfig());

  it('delivers the code by e-mail; the code from the mail completes the reset', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
    const mail = await smtp.server.waitFor(user.email, isRecoveryCode);
    expect(mail.subject).toBe('Fidelidade: seu código de recuperação de senha');
    const codigo = codeIn(mail.text);
    expect(codigo).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
    expect(mail.html).toContain(codigo);
    expect(mail.html).toContain('Fidelidade');

    expect((await h.call('POST', '/valida_codigo_app', { jwt, codigo })).status).toBe(200);
    expect((await h.call('PUT', '/nova_senha', { jwt, senha: 'Trocada9' })).status).toBe(200);
    const login = await h.call<Cliente>('POST', '/login', { email: user.email, senha: 'Trocada9' });
    expect(login.status).toBe(200);
    const notice = await smtp.server.waitFor(user.email, (m) => m.subject.includes('alterada'));
    expect(notice.subject).toBe('Fidelidade: sua senha foi alterada');

    const row = await h.api.app.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('destinatario', '=', user.email)
      .where('assunto', 'like', '%código%')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ estado: 'enviada', tentativas: 1, texto: '', html: null });
  });

  it('keeps the message while the SMTP server is down and sends it once it is back', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    await smtp.server.stop();
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
    const failed = await until(async () => {
      const row = await h.api.app.database.db
        .selectFrom('outbox')
        .selectAll()
        .where('destinatario', '=', user.email)
        .where('assunto', 'like', '%recuperação%')
        .executeTakeFirst();
      return row && row.tentativas >= 1 && row.ultimo_erro !== null ? row : undefined;
    });
    expect(failed.estado).toBe('pendente');
    expect(failed.proxima_tentativa.getTime()).toBeGreaterThan(failed.criada_em.getTime());
    expect(failed.texto).toContain('código');

    await smtp.server.start();
    const mail = await smtp.server.waitFor(user.email, isRecoveryCode);
    const codigo = codeIn(mail.text);
    expect((await h.call('POST', '/valida_codigo_app', { jwt, codigo })).status).toBe(200);
    const sent = await until(async () => {
      const row = await h.api.app.database.db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', failed.id)
        .executeTakeFirstOrThrow();
      return row.estado === 'enviada' ? row : undefined;
    });
    expect(sent.tentativas).toBeGreaterThanOrEqual(2);
    expect(sent.ultimo_erro).toBeNull();
  });
});
