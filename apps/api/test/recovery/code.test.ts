// Recovery step 3 (DESIGN decision 3): a right code (any case) is accepted once; it expires after 10
// minutes; the fifth wrong try kills it even for the right code; a newer code replaces an older one.
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useRecoveryApp } from './recovery-app.ts';

const messages = {
  validated: 'Código confirmado! Agora crie sua nova senha.',
  wrong: 'Código incorreto. Confira e tente novamente.',
  killed: 'Código incorreto. Após 5 tentativas erradas, peça um novo código.',
  dead: 'Este código expirou ou já foi usado. Peça um novo código.',
};

/** A valid-looking code that differs from `code` (same alphabet, first character changed). */
const otherThan = (code: string) => (code.startsWith('A') ? 'B' : 'A') + code.slice(1);

describeEachDatabase('valida_codigo_app', (database) => {
  const h = useRecoveryApp(database);

  async function withCode() {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
    return { jwt, code: await h.queuedCode(user.email), email: user.email };
  }
  const verify = (jwt: string, codigo: string) =>
    h.call('POST', '/valida_codigo_app', { jwt, codigo });

  it('accepts the right code in lower case, once; the reused code is refused', async () => {
    const { jwt, code } = await withCode();
    const first = await verify(jwt, ` ${code.toLowerCase()} `);
    expect(first.status).toBe(200);
    expect(first.envelope).toEqual({
      status: 'success',
      message: messages.validated,
      data: null,
      responseCode: 200,
    });
    const again = await verify(jwt, code);
    expect(again.status).toBe(400);
    expect(again.envelope.message).toBe(messages.dead);
  });

  it('counts wrong tries; the fifth kills the code, so the right one fails after it', async () => {
    const { jwt, code } = await withCode();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(jwt, otherThan(code));
      expect(wrong.status).toBe(400);
      expect(wrong.envelope.message).toBe(messages.wrong);
    }
    const fifth = await verify(jwt, otherThan(code));
    expect(fifth.envelope.message).toBe(messages.killed);
    const right = await verify(jwt, code);
    expect(right.status).toBe(400);
    expect(right.envelope.message).toBe(messages.dead);
  });

  it('accepts the right code after four wrong tries', async () => {
    const { jwt, code } = await withCode();
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(jwt, otherThan(code));
    expect((await verify(jwt, code)).status).toBe(200);
  });

  it('accepts a code at 9 minutes and refuses it after 10', async () => {
    const fresh = await withCode();
    const stale = await withCode();
    h.clock.advance(9);
    try {
      expect((await verify(fresh.jwt, fresh.code)).status).toBe(200);
      h.clock.advance(1.05);
      const late = await verify(stale.jwt, stale.code);
      expect(late.status).toBe(400);
      expect(late.envelope.message).toBe(messages.dead);
    } finally {
      h.clock.reset();
    }
  });

  it('binds a code to its request: another request of the same account refuses it', async () => {
    const { jwt, code, email } = await withCode();
    const { jwt: other } = await h.start(email);
    const response = await verify(other, code);
    expect(response.status).toBe(409);
    expect(response.envelope.message).toBe('Peça o código de verificação antes de confirmá-lo.');
    expect((await verify(jwt, code)).status).toBe(200);
  });

  it('replaces the old code when a new one is sent', async () => {
    const { jwt, code: old, email } = await withCode();
    h.clock.advance(1.5);
    try {
      expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
      const fresh = await h.queuedCode(email);
      if (fresh !== old) expect((await verify(jwt, old)).envelope.message).toBe(messages.wrong);
      expect((await verify(jwt, fresh)).status).toBe(200);
    } finally {
      h.clock.reset();
    }
  });

  it.each([
    ['', 'Por favor, preencha o código de confirmação.'],
    ['ABC', 'Código inválido!'],
    ['ABCD123', 'Código inválido!'],
  ])('refuses the code %j: %s', async (codigo, message) => {
    const { jwt } = await withCode();
    const response = await verify(jwt, codigo);
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe(message);
  });
});
