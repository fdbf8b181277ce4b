// The CPF claim (DESIGN decision 19; docs/decisions/0009-cpf-claims.md): reivindicar_cpf opens a claim
// awaiting a code sent to the claimant's e-mail; only the right code records it for support, whose
// e-mail names the claim, the masked CPF and the proven e-mail. The claim's token is good for nothing
// else, and no other token is good for it.
import { describe, expect, it } from 'vitest';
import type { ReivindicarCpfResposta } from '@fidelidade/domain/contracts/reivindicar-cpf';
import { codeMessages, ownershipMessages, recoveryApiMessages } from '@fidelidade/domain/messages';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { maskCpf } from '@fidelidade/domain/masks/br-masks';
import { SUPPORT } from '../contact/contact-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { useSmtpSuite } from '../helpers/smtp-suite.ts';
import { useRecoveryApp, type RecoveryHarness } from '../recovery/recovery-app.ts';

const CODE_MINUTES = 10;
const CLAIM_MINUTES = 30;

/** A code of the right shape that is not `codigo`. */
const wrongFor = (codigo: string) => codigo.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));

function claimHelpers(h: RecoveryHarness) {
  const db = () => h.api.app.database.db;
  const claim = (cpf: string, email: string) =>
    h.call<ReivindicarCpfResposta>('POST', '/reivindicar_cpf', { cpf: maskCpf(cpf), email });
  return {
    claim,
    /** A new customer's CPF claimed from a new e-mail, by the clock's present. */
    opened: async () => {
      h.clock.reset();
      const { user } = await h.register();
      const email = generateEmail();
      const { jwt } = (await claim(user.cpf, email)).envelope.data;
      return { user, email, jwt };
    },
    confirm: (jwt: string, codigo: string) =>
      h.call('POST', '/confirmar_reivindicacao', { jwt, codigo }),
    rows: (cpf: string) =>
      db()
        .selectFrom('reivindicacoes_cpf')
        .select(['id', 'cpf', 'email', 'estado', 'confirmada_em', 'codigo_hash'])
        .where('cpf', '=', cpf)
        .execute(),
  };
}

describeEachDatabase('CPF claims', (database) => {
  const h = useRecoveryApp(database, { contact: { supportEmail: SUPPORT } });
  const { claim, opened, confirm, rows } = claimHelpers(h);

  it('answers 404 for a CPF nobody registered, and opens nothing', async () => {
    const cpf = generateCpf();
    const response = await claim(cpf, generateEmail());
    expect(response.status).toBe(404);
    expect(response.envelope.message).toBe(ownershipMessages.cpfNotRegistered);
    expect(await rows(cpf)).toEqual([]);
  });

  it('records the claim only after the right code, and tells support', async () => {
    h.clock.reset();
    const { user } = await h.register();
    const email = generateEmail();
    const opened = await claim(user.cpf, email.toUpperCase());
    expect(opened.status).toBe(200);
    expect(opened.envelope.message).toBe(ownershipMessages.claimCodeSent(email));
    const { jwt } = opened.envelope.data;
    expect(await rows(user.cpf)).toEqual([
      expect.objectContaining({ email, estado: 'aguardando_codigo', confirmada_em: null }),
    ]);
    const codigo = await h.queuedCode(email);

    const wrong = await confirm(jwt, wrongFor(codigo));
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.message).toBe(codeMessages.wrongCode);
    expect((await rows(user.cpf))[0]?.estado).toBe('aguardando_codigo');

    const right = await confirm(jwt, codigo.toLowerCase());
    expect(right.envelope).toEqual({
      status: 'success',
      message: ownershipMessages.claimRecorded,
      data: null,
      responseCode: 200,
    });
    const [recorded] = await rows(user.cpf);
    expect(recorded).toMatchObject({ estado: 'aberta', codigo_hash: null });
    expect(recorded?.confirmada_em).toBeInstanceOf(Date);
    const notice = await h.api.app.database.db
      .selectFrom('outbox')
      .select(['assunto', 'texto', 'responder_para', 'cliente_id'])
      .where('destinatario', '=', SUPPORT)
      .where('assunto', 'like', `%${recorded?.id ?? 'none'}%`)
      .executeTakeFirstOrThrow();
    expect(notice.texto).toContain(email);
    expect(notice.texto).toContain(`${user.cpf.slice(0, 3)}.***.***-${user.cpf.slice(-2)}`);
    expect(notice.texto).not.toContain(user.cpf);
    expect(notice).toMatchObject({ responder_para: email, cliente_id: null });

    // A recorded claim's token opens nothing more.
    const again = await confirm(jwt, codigo);
    expect(again.status).toBe(401);
    expect(again.envelope.message).toBe(ownershipMessages.claimExpired);
  });

  it('kills the code at the fifth wrong try; the right one then records nothing', async () => {
    const { user, email, jwt } = await opened();
    const codigo = await h.queuedCode(email);
    for (let tries = 1; tries < 5; tries += 1) {
      expect((await confirm(jwt, wrongFor(codigo))).envelope.message).toBe(codeMessages.wrongCode);
    }
    expect((await confirm(jwt, wrongFor(codigo))).envelope.message).toBe(codeMessages.codeKilled);
    const late = await confirm(jwt, codigo);
    expect(late.status).toBe(400);
    expect(late.envelope.message).toBe(codeMessages.codeDead);
    expect((await rows(user.cpf))[0]?.estado).toBe('aguardando_codigo');
  });

  it('lets the code die after 10 minutes and the claim after 30', async () => {
    const { email, jwt } = await opened();
    const codigo = await h.queuedCode(email);
    h.clock.advance(CODE_MINUTES);
    expect((await confirm(jwt, codigo)).envelope.message).toBe(codeMessages.codeDead);
    h.clock.advance(CLAIM_MINUTES - CODE_MINUTES);
    const expired = await confirm(jwt, codigo);
    expect(expired.status).toBe(401);
    expect(expired.envelope.message).toBe(ownershipMessages.claimExpired);
  });

  it('sweeps unproven claims past their time when a new one opens', async () => {
    h.clock.reset();
    const { user } = await h.register();
    await claim(user.cpf, generateEmail());
    h.clock.advance(CLAIM_MINUTES);
    await claim(user.cpf, generateEmail());
    expect(await rows(user.cpf)).toHaveLength(1);
    h.clock.reset();
  });

  describe('tokens', () => {
    it('refuses the claim token in the recovery steps and as a session', async () => {
      const { jwt } = await opened();
      const recovery = await h.call('POST', '/valida_codigo_app', { jwt, codigo: 'ABCD12' });
      expect(recovery.status).toBe(401);
      expect(recovery.envelope.message).toBe(recoveryApiMessages.invalidToken);
      expect((await h.call('GET', '/cliente', undefined, jwt)).status).toBe(401);
    });

    it('refuses a session token and a recovery token in confirmar_reivindicacao', async () => {
      const { user } = await h.register();
      const recovery = await h.start(user.email);
      for (const jwt of [user.jwt, recovery.jwt]) {
        const response = await confirm(jwt, 'ABCD12');
        expect(response.status).toBe(401);
        expect(response.envelope.message).toBe(ownershipMessages.claimExpired);
      }
    });
  });

  it('leaves the claims alone when the account holding the CPF is erased', async () => {
    const { user, email, jwt } = await opened();
    expect((await confirm(jwt, await h.queuedCode(email))).status).toBe(200);
    const erased = await encryptedClient(h.api.apiUrl).request('DELETE', '/cliente', {
      body: { jwt: user.jwt },
      jwt: user.jwt,
    });
    expect(erased.status).toBe(200);
    expect(await rows(user.cpf)).toEqual([expect.objectContaining({ estado: 'aberta', email })]);
  });
});

describeEachDatabase('CPF claims over SMTP', (database) => {
  const smtp = useSmtpSuite();
  const h = useRecoveryApp(database, () => ({
    ...smtp.deliveringConfig(),
    contact: { supportEmail: SUPPORT },
  }));
  const { opened, confirm, rows } = claimHelpers(h);

  it('delivers the code to the claimant and the recorded claim to support', async () => {
    const { user, email, jwt } = await opened();
    const mail = await smtp.server.waitFor(email);
    expect(mail.subject).toBe('Fidelidade: confirme seu e-mail para a análise do CPF');
    const codigo = /é: ([A-Z0-9]{6})\r?\n/.exec(mail.text)?.[1] ?? '';
    expect(codigo).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
    expect(mail.html).toContain(codigo);

    expect((await confirm(jwt, codigo)).status).toBe(200);
    const [recorded] = await rows(user.cpf);
    const notice = await smtp.server.waitFor(SUPPORT, (m) =>
      m.subject.includes(recorded?.id ?? 'none'),
    );
    expect(notice.subject).toBe(`Reivindicação de CPF ${recorded?.id ?? ''}`);
    expect(notice.text).toContain(email);
    expect(notice.text).toContain(`${user.cpf.slice(0, 3)}.***.***-${user.cpf.slice(-2)}`);
    expect(notice.raw).not.toContain(user.cpf);
  });
});
