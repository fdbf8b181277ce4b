// Proving the account's own e-mail and phone (DESIGN decisions 3 and 19): enviar_confirmacao sends a
// code to the session's address, confirmar_contato checks it. Every code's life: right once (any case),
// a wrong one counted and the fifth kills it, dead after 10 minutes, a newer code replaces the older,
// and resends throttled per account and channel (429 with Retry-After).
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { codeMessages, contactPointMessages as texts } from '@fidelidade/domain/messages';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { sendCode, confirmCode } from './address-change.ts';
import { useRecoveryApp } from '../recovery/recovery-app.ts';

/** A valid-looking code that differs from `code` (same alphabet, first character changed). */
const otherThan = (code: string) => (code.startsWith('A') ? 'B' : 'A') + code.slice(1);
const digits = (text: string) => text.replace(/\D/g, '');

describeEachDatabase('enviar_confirmacao and confirmar_contato', (database) => {
  const h = useRecoveryApp(database);
  const send = (user: Cliente, tipo: string) => sendCode(h, user, tipo);
  const confirm = (user: Cliente, codigo: string) => confirmCode(h, user, codigo);
  const me = async (user: Cliente) =>
    (await h.call<Cliente>('GET', '/cliente', undefined, user.jwt)).envelope.data;

  it('confirms the e-mail with the code registration sent, once', async () => {
    const { user } = await h.register();
    expect(user).toMatchObject({ emailConfirmado: false, celularConfirmado: false });
    const code = await h.queuedCode(user.email);
    const right = await confirm(user, ` ${code.toLowerCase()} `);
    expect(right.status).toBe(200);
    expect(right.envelope.message).toBe(texts.emailConfirmed);
    expect(right.envelope.data).toEqual({ ...user, emailConfirmado: true });
    expect(await me(user)).toMatchObject({ emailConfirmado: true, celularConfirmado: false });

    const again = await confirm(user, code);
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe(texts.nothingToConfirm);
    const resend = await send(user, 'email');
    expect(resend.status).toBe(409);
    expect(resend.envelope.message).toBe(texts.emailAlreadyConfirmed);
  });

  it('confirms the phone by SMS, which the registration code does not block', async () => {
    const { user } = await h.register();
    const sent = await send(user, 'sms');
    expect(sent.status).toBe(200);
    expect(sent.envelope).toMatchObject({ message: texts.codeSentSms, data: null });
    const code = await h.queuedCode(digits(user.celular));
    const right = await confirm(user, code);
    expect(right.status).toBe(200);
    expect(right.envelope.message).toBe(texts.phoneConfirmed);
    expect(right.envelope.data).toMatchObject({ emailConfirmado: false, celularConfirmado: true });
    const resend = await send(user, 'sms');
    expect(resend.status).toBe(409);
    expect(resend.envelope.message).toBe(texts.phoneAlreadyConfirmed);
  });

  it('answers 409 when no code was asked for, and refuses a bad tipo', async () => {
    const { user } = await h.register();
    const code = await h.queuedCode(user.email);
    expect((await confirm(user, code)).status).toBe(200);
    const none = await confirm(user, code);
    expect(none.envelope).toEqual({
      status: 'error',
      message: texts.nothingToConfirm,
      data: null,
      responseCode: 409,
    });
    const bad = await send(user, 'push');
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toBe('Opção inválida para o campo tipo!');
    const noSession = await h.call('POST', '/enviar_confirmacao', { jwt: 'x', tipo: 'email' });
    expect(noSession.status).toBe(401);
  });

  it('counts wrong tries; the fifth kills the code, so the right one fails after it', async () => {
    const { user } = await h.register();
    const code = await h.queuedCode(user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await confirm(user, otherThan(code));
      expect(wrong.status).toBe(400);
      expect(wrong.envelope.message).toBe(codeMessages.wrongCode);
    }
    expect((await confirm(user, otherThan(code))).envelope.message).toBe(codeMessages.codeKilled);
    const right = await confirm(user, code);
    expect(right.status).toBe(400);
    expect(right.envelope.message).toBe(codeMessages.codeDead);
    expect((await me(user)).emailConfirmado).toBe(false);
  });

  it('accepts the right code after four wrong tries', async () => {
    const { user } = await h.register();
    const code = await h.queuedCode(user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await confirm(user, otherThan(code));
    expect((await confirm(user, code)).status).toBe(200);
  });

  it('accepts a code at 9 minutes and refuses it after 10', async () => {
    const fresh = await h.register();
    const stale = await h.register();
    const freshCode = await h.queuedCode(fresh.user.email);
    const staleCode = await h.queuedCode(stale.user.email);
    h.clock.advance(9);
    try {
      expect((await confirm(fresh.user, freshCode)).status).toBe(200);
      h.clock.advance(1.05);
      const late = await confirm(stale.user, staleCode);
      expect(late.status).toBe(400);
      expect(late.envelope.message).toBe(codeMessages.codeDead);
    } finally {
      h.clock.reset();
    }
  });

  it('replaces the open code with a new one, of any channel', async () => {
    const { user } = await h.register();
    const registration = await h.queuedCode(user.email);
    expect((await send(user, 'sms')).status).toBe(200);
    const sms = await h.queuedCode(digits(user.celular));
    if (sms !== registration) {
      expect((await confirm(user, registration)).envelope.message).toBe(codeMessages.wrongCode);
    }
    const right = await confirm(user, sms);
    expect(right.envelope.message).toBe(texts.phoneConfirmed);
    expect(right.envelope.data).toMatchObject({ emailConfirmado: false, celularConfirmado: true });
  });

  it('throttles codes per account and channel: one a minute, five an hour', async () => {
    const { user } = await h.register();
    try {
      // The registration's code is not counted: the customer may ask again at once.
      expect((await send(user, 'email')).envelope.message).toBe(texts.codeSentEmail);
      const soon = await send(user, 'email');
      expect(soon.status).toBe(429);
      expect(soon.envelope.message).toBe(codeMessages.resendTooSoon);
      expect(Number(soon.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
      // Another channel has its own count.
      expect((await send(user, 'sms')).status).toBe(200);
      for (let sent = 1; sent < 5; sent += 1) {
        h.clock.advance(2);
        expect((await send(user, 'email')).status).toBe(200);
      }
      h.clock.advance(2);
      const sixth = await send(user, 'email');
      expect(sixth.status).toBe(429);
      expect(sixth.envelope.message).toBe(codeMessages.resendLimit);
      // The first of the five was sent 10 minutes ago: it leaves the window in 50 minutes.
      expect(Number(sixth.headers.get('retry-after'))).toBe(50 * 60);
      // Recovery codes are counted apart too.
      const { jwt } = await h.start(user.email);
      expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
      h.clock.advance(51);
      expect((await send(user, 'email')).status).toBe(200);
    } finally {
      h.clock.reset();
    }
  });
});
