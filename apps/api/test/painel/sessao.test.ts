// The console's sign-in: e-mail and password, then a TOTP code computed here, enrolled at
// the first sign-in with a QR code and ten single-use recovery codes; a wrong or replayed code, a
// forged cookie, an idle session or a write without the CSRF token gets a clear error and changes
// nothing; sign-out ends one session, sign-out everywhere all of them.
import { describe, expect, it } from 'vitest';
import { painelMessages } from '@fidelidade/domain/messages';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { STRONG_PASSWORD, TOTP_STEP_MS, usePainelApp } from './painel-app.ts';

interface Enrolment {
  etapa: 'cadastro_totp';
  segredo: string;
  otpauthUrl: string;
  qrCode: string;
}

describeEachDatabase('console sign-in', (database) => {
  const painel = usePainelApp(database);

  describe('first sign-in', () => {
    it('enrols TOTP from a QR code and hands out ten recovery codes once', async () => {
      const operador = await painel.operador('administrador');
      const client = painel.client();
      const first = await client.request<Enrolment>('POST', '/sessao', {
        body: { email: operador.email.toUpperCase(), senha: operador.senha },
      });
      expect(first.status).toBe(200);
      expect(first.envelope.message).toBe(painelMessages.enrolTotp);
      const { segredo, otpauthUrl, qrCode } = first.envelope.data;
      expect(first.envelope.data.etapa).toBe('cadastro_totp');
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      expect(otpauthUrl).toContain(segredo);
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const preCookie = first.headers.getSetCookie().join('\n');
      expect(preCookie).toMatch(/painel_pre=.*HttpOnly/i);
      expect(preCookie).toMatch(/SameSite=Strict/i);

      const second = await client.request<{
        operador: { id: string; totpAtivo: boolean };
        csrf: string;
        codigosRecuperacao: string[];
      }>('POST', '/sessao/totp', { body: { codigo: await painel.totp(segredo) } });
      expect(second.status).toBe(200);
      const { operador: signedIn, csrf, codigosRecuperacao } = second.envelope.data;
      expect(signedIn).toMatchObject({ id: operador.id, totpAtivo: true });
      expect(codigosRecuperacao).toHaveLength(10);
      expect(new Set(codigosRecuperacao).size).toBe(10);
      const cookie = second.headers
        .getSetCookie()
        .find((line) => line.startsWith('painel_sessao='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/painel(;|$)/);
      expect(cookie).not.toMatch(/Secure/i);

      const session = await client.request<{ csrf: string }>('GET', '/sessao');
      expect(session.status).toBe(200);
      expect(session.envelope.data.csrf).toBe(csrf);

      // The codes were shown once: the next sign-in does not show them again.
      painel.clock.advance(TOTP_STEP_MS);
      const again = painel.client();
      const step = await again.request('POST', '/sessao', {
        body: { email: operador.email, senha: operador.senha },
      });
      expect(step.envelope.data).toEqual({ etapa: 'totp' });
      const done = await again.request<Record<string, unknown>>('POST', '/sessao/totp', {
        body: { codigo: await painel.totp(segredo) },
      });
      expect(done.status).toBe(200);
      expect(done.envelope.data).not.toHaveProperty('codigosRecuperacao');
    });

    it('refuses a recovery code in place of the enrolment', async () => {
      const operador = await painel.operador('financeiro');
      const client = painel.client();
      await client.request('POST', '/sessao', {
        body: { email: operador.email, senha: operador.senha },
      });
      const answer = await client.request('POST', '/sessao/totp', {
        body: { codigoRecuperacao: 'ABCDE-FGHJK' },
      });
      expect(answer.status).toBe(401);
      expect(answer.envelope.message).toBe(painelMessages.wrongRecoveryCode);
    });
  });

  describe('the second factor', () => {
    it('refuses a wrong code and a replayed one, and changes nothing', async () => {
      const operador = await painel.operador('atendimento');
      await painel.signIn(operador);
      const segredo = operador.segredo ?? '';

      painel.clock.advance(TOTP_STEP_MS);
      const client = painel.client();
      await client.request('POST', '/sessao', {
        body: { email: operador.email, senha: operador.senha },
      });
      const right = await painel.totp(segredo);
      const wrong = right === '000000' ? '111111' : '000000';
      const refused = await client.request('POST', '/sessao/totp', { body: { codigo: wrong } });
      expect(refused.status).toBe(401);
      expect(refused.envelope.message).toBe(painelMessages.wrongTotp);
      expect(client.cookies.has('painel_sessao')).toBe(false);

      expect(
        (await client.request('POST', '/sessao/totp', { body: { codigo: right } })).status,
      ).toBe(200);
      // The same code again, still within its step and the tolerance: a replay.
      const other = painel.client();
      await other.request('POST', '/sessao', {
        body: { email: operador.email, senha: operador.senha },
      });
      const replay = await other.request('POST', '/sessao/totp', { body: { codigo: right } });
      expect(replay.status).toBe(401);
      expect(replay.envelope.message).toBe(painelMessages.wrongTotp);
      expect(other.cookies.has('painel_sessao')).toBe(false);
      expect((await other.request('GET', '/sessao')).status).toBe(401);
    });

    it('takes each recovery code once', async () => {
      const operador = await painel.operador('administrador');
      await painel.signIn(operador);
      const [code = ''] = operador.codigosRecuperacao ?? [];
      const use = async () => {
        const client = painel.client();
        await client.request('POST', '/sessao', {
          body: { email: operador.email, senha: operador.senha },
        });
        return client.request('POST', '/sessao/totp', {
          body: { codigoRecuperacao: code.toLowerCase() },
        });
      };
      expect((await use()).status).toBe(200);
      const used = await painel.api.app.database.db
        .selectFrom('auditoria')
        .select('acao')
        .where('operador_id', '=', operador.id)
        .where('acao', '=', 'usar_codigo_recuperacao')
        .execute();
      expect(used).toHaveLength(1);
      const again = await use();
      expect(again.status).toBe(401);
      expect(again.envelope.message).toBe(painelMessages.wrongRecoveryCode);
    });

    it('needs the pre-session cookie, unforged and at most five minutes old', async () => {
      const operador = await painel.operador('administrador');
      await painel.signIn(operador);
      const segredo = operador.segredo ?? '';

      const none = painel.client();
      const noCookie = await none.request('POST', '/sessao/totp', {
        body: { codigo: await painel.totp(segredo) },
      });
      expect(noCookie.status).toBe(401);
      expect(noCookie.envelope.message).toBe(painelMessages.preSessionExpired);

      const forged = painel.client();
      forged.cookies.set('painel_pre', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      const forgedAnswer = await forged.request('POST', '/sessao/totp', {
        body: { codigo: await painel.totp(segredo) },
      });
      expect(forgedAnswer.status).toBe(401);

      const late = painel.client();
      await late.request('POST', '/sessao', {
        body: { email: operador.email, senha: operador.senha },
      });
      painel.clock.advance(5 * 60_000 + 1000);
      const lateAnswer = await late.request('POST', '/sessao/totp', {
        body: { codigo: await painel.totp(segredo) },
      });
      expect(lateAnswer.status).toBe(401);
      expect(lateAnswer.envelope.message).toBe(painelMessages.preSessionExpired);
    });
  });

  describe('the password', () => {
    it('answers a wrong password and an unknown e-mail alike', async () => {
      const operador = await painel.operador('administrador');
      const client = painel.client();
      const wrong = await client.request('POST', '/sessao', {
        body: { email: operador.email, senha: `${STRONG_PASSWORD}x` },
      });
      const unknown = await client.request('POST', '/sessao', {
        body: { email: 'ninguem@marca.example', senha: STRONG_PASSWORD },
      });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.envelope.message).toBe(painelMessages.invalidCredentials);
      }
      expect(client.cookies.size).toBe(0);
    });

    it('refuses a deactivated operator', async () => {
      const operador = await painel.operador('administrador', { ativo: false });
      const answer = await painel.client().request('POST', '/sessao', {
        body: { email: operador.email, senha: operador.senha },
      });
      expect(answer.status).toBe(401);
    });

    it('says what is wrong with a malformed body, in Portuguese', async () => {
      const answer = await painel.client().request('POST', '/sessao', {
        body: { email: 'não é e-mail', senha: 'x' },
      });
      expect(answer.status).toBe(400);
      expect(answer.envelope.message).toBe('E-mail inválido!');
    });
  });

  describe('the session', () => {
    it('refuses a forged or missing cookie with 401', async () => {
      const none = await painel.client().request('GET', '/sessao');
      expect(none.status).toBe(401);
      expect(none.envelope.message).toBe(painelMessages.unauthorized);
      const forged = painel.client();
      forged.cookies.set('painel_sessao', 'x'.repeat(43));
      expect((await forged.request('GET', '/sessao')).status).toBe(401);
    });

    it('ends after the idle timeout, and every call restarts it', async () => {
      const client = await painel.signIn(await painel.operador('financeiro'));
      const idle = painel.api.config.painel.sessionIdleMs;
      painel.clock.advance(idle - 60_000);
      expect((await client.request('GET', '/sessao')).status).toBe(200);
      painel.clock.advance(idle - 60_000);
      expect((await client.request('GET', '/sessao')).status).toBe(200);
      painel.clock.advance(idle + 1000);
      const expired = await client.request('GET', '/sessao');
      expect(expired.status).toBe(401);
      expect(expired.envelope.message).toBe(painelMessages.unauthorized);
    });

    it('restarts the idle clock at most once a minute, so a session ends at most a minute early', async () => {
      const client = await painel.signIn(await painel.operador('financeiro'));
      const idle = painel.api.config.painel.sessionIdleMs;
      painel.clock.advance(30_000);
      expect((await client.request('GET', '/sessao')).status).toBe(200);
      painel.clock.advance(idle - 30_000 + 1000);
      expect((await client.request('GET', '/sessao')).status).toBe(401);
    });

    it('refuses a write without the CSRF token or with a wrong one, and changes nothing', async () => {
      const client = await painel.signIn(await painel.operador('administrador'));
      for (const csrf of [null, 'errado', `${client.csrf ?? ''}x`]) {
        const answer = await client.request('DELETE', '/sessao', { csrf });
        expect(answer.status).toBe(403);
        expect(answer.envelope.message).toBe(painelMessages.invalidCsrf);
      }
      expect((await client.request('GET', '/sessao')).status).toBe(200);
      // Another session's token is no better.
      const other = await painel.signIn(await painel.operador('administrador'));
      const crossed = await client.request('DELETE', '/sessao', { csrf: other.csrf ?? '' });
      expect(crossed.status).toBe(403);
      expect((await client.request('GET', '/sessao')).status).toBe(200);
    });

    it('signs out of this session only', async () => {
      const operador = await painel.operador('atendimento');
      const first = await painel.signIn(operador);
      const second = await painel.signIn(operador);
      const out = await first.request('DELETE', '/sessao');
      expect(out.status).toBe(200);
      expect(out.envelope.message).toBe(painelMessages.signedOut);
      expect(first.cookies.has('painel_sessao')).toBe(false);
      expect((await second.request('GET', '/sessao')).status).toBe(200);
    });

    it('signs out everywhere', async () => {
      const operador = await painel.operador('loja', { lojaId: await storeId() });
      const first = await painel.signIn(operador);
      const second = await painel.signIn(operador);
      const bystander = await painel.signIn(await painel.operador('financeiro'));
      const kept = { ...Object.fromEntries(first.cookies) };
      const out = await first.request('POST', '/sessao/encerrar-todas');
      expect(out.status).toBe(200);
      expect(out.envelope.message).toBe(painelMessages.signedOutEverywhere);
      expect((await second.request('GET', '/sessao')).status).toBe(401);
      // The old cookie, kept by someone, is worth nothing either.
      first.cookies.set('painel_sessao', kept.painel_sessao ?? '');
      expect((await first.request('GET', '/sessao')).status).toBe(401);
      expect((await bystander.request('GET', '/sessao')).status).toBe(200);
      const audit = await painel.api.app.database.db
        .selectFrom('auditoria')
        .select(['acao', 'registro_id'])
        .where('operador_id', '=', operador.id)
        .where('acao', '=', 'encerrar_sessoes')
        .execute();
      expect(audit).toEqual([{ acao: 'encerrar_sessoes', registro_id: operador.id }]);
    });
  });

  async function storeId(): Promise<string> {
    const { id } = await painel.api.app.database.db
      .insertInto('lojas')
      .values({ nome: `Loja ${String(Math.random())}`, chave_hash: String(Math.random()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
});
