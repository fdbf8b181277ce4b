// The requireCliente hook over HTTP (spec points 4 and 6; DESIGN decision 8): only a genuine,
// alive session token of an active customer passes; a token in the body must be the caller's own.
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { toBase64Url } from '@fidelidade/domain/crypto/base64url';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useAccountsApp } from '../accounts/accounts-app.ts';

const UNAUTHORIZED = {
  status: 'error',
  message: 'Faça login novamente para renovar sua sessão.',
  data: null,
  responseCode: 401,
};

const encodePart = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** The claims of a real token, re-signed (or not signed) by an attacker. */
function claimsOf(jwt: string) {
  const { sub, sid } = decodeJwt(jwt);
  return { sub: String(sub), sid: String(sid) };
}

function sign(
  jwt: string,
  options: { secret: string; alg?: string; typ?: string; aud?: string; exp?: number },
) {
  const { sub, sid } = claimsOf(jwt);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: options.typ ?? 'sessao+jwt' })
    .setIssuer('fidelidade')
    .setAudience(options.aud ?? 'fidelidade:sessao')
    .setSubject(sub)
    .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode(options.secret));
}

describeEachDatabase('requireCliente', (database) => {
  const h = useAccountsApp(database);
  const me = (jwt?: string, headers?: Record<string, string>) =>
    h.client().request<Cliente | null>('GET', '/cliente', {
      ...(jwt === undefined ? {} : { jwt }),
      ...(headers ? { headers } : {}),
    });

  describe('answers 401 with the forced-logout text', () => {
    it('without a token', async () => {
      const response = await me();
      expect(response.status).toBe(401);
      expect(response.envelope).toEqual(UNAUTHORIZED);
    });

    // Every call that needs a session: without a token it is a 401 whatever else is wrong with it,
    // so the app logs out instead of showing a validation message for a call it cannot make.
    it.each([
      ['PUT', '/cliente', { nome: '', email: 'não é e-mail' }],
      ['GET', '/cliente', undefined],
      ['PUT', '/configurar_notificacoes', { tipo: 'nenhum', status: 7 }],
      ['POST', '/inativar_conta', { jwt: 42 }],
      ['DELETE', '/cliente', ['não', 'é', 'objeto']],
      ['POST', '/logout', 'não é objeto'],
      ['GET', '/extrato?meses=7', undefined],
      ['GET', '/extrato/nao-e-uuid', undefined],
      ['GET', '/meus_dados', undefined],
    ])('%s %s without a token, before its body or query is checked', async (method, path, body) => {
      const response = await h.client().request(method, path, body === undefined ? {} : { body });
      expect(response.envelope).toEqual(UNAUTHORIZED);
      expect(response.status).toBe(401);
    });

    it.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'token'])(
      'for the Authorization header %j',
      async (authorization) => {
        const response = await me(undefined, { Authorization: authorization });
        expect(response.envelope).toEqual(UNAUTHORIZED);
      },
    );

    it('for a token signed with another secret', async () => {
      const { user } = await h.register();
      const forged = await sign(user.jwt, { secret: 'segredo-do-atacante-com-32-caracteres!!' });
      expect((await me(forged)).envelope).toEqual(UNAUTHORIZED);
    });

    it('for a token with a tampered payload', async () => {
      const { user } = await h.register();
      const { user: other } = await h.register();
      const [header, , signature] = user.jwt.split('.');
      const payload = other.jwt.split('.')[1];
      expect((await me(`${header}.${payload}.${signature}`)).envelope).toEqual(UNAUTHORIZED);
    });

    it("for an 'alg: none' token", async () => {
      const { user } = await h.register();
      const { sub, sid } = claimsOf(user.jwt);
      const unsigned = [
        encodePart({ alg: 'none', typ: 'sessao+jwt' }),
        encodePart({
          sid,
          sub,
          iss: 'fidelidade',
          aud: 'fidelidade:sessao',
          exp: Math.floor(Date.now() / 1000) + 3600,
        }),
        '',
      ].join('.');
      expect((await me(unsigned)).envelope).toEqual(UNAUTHORIZED);
    });

    it('for HS512 with the right secret (algorithm allow-list)', async () => {
      const { user } = await h.register();
      const token = await sign(user.jwt, { secret: h.api.config.jwtSecret, alg: 'HS512' });
      expect((await me(token)).envelope).toEqual(UNAUTHORIZED);
    });

    it('for a token of another kind (typ or audience)', async () => {
      const { user } = await h.register();
      const secret = h.api.config.jwtSecret;
      const otherTyp = await sign(user.jwt, { secret, typ: 'recuperacao+jwt' });
      const otherAudience = await sign(user.jwt, { secret, aud: 'fidelidade:recuperacao' });
      expect((await me(otherTyp)).envelope).toEqual(UNAUTHORIZED);
      expect((await me(otherAudience)).envelope).toEqual(UNAUTHORIZED);
      // The same signing path with the right claims passes, so the refusals above are the claims'.
      expect((await me(await sign(user.jwt, { secret }))).status).toBe(200);
    });

    it('for an expired token', async () => {
      const { user } = await h.register();
      const expired = await sign(user.jwt, {
        secret: h.api.config.jwtSecret,
        exp: Math.floor(Date.now() / 1000) - 60,
      });
      expect((await me(expired)).envelope).toEqual(UNAUTHORIZED);
    });

    it('for a session expired on the server before its token', async () => {
      const { user } = await h.register();
      await h.api.app.database.db
        .updateTable('sessoes')
        .set({ expira_em: new Date(Date.now() - 1000) })
        .where('id', '=', claimsOf(user.jwt).sid)
        .execute();
      expect((await me(user.jwt)).envelope).toEqual(UNAUTHORIZED);
    });

    it('after logout, for that session only', async () => {
      const { user, senha } = await h.register();
      const login = await h.client().request<Cliente>('POST', '/login', {
        body: { email: user.email, senha },
      });
      const logout = await h.client().request('POST', '/logout', { jwt: user.jwt });
      expect(logout.status).toBe(200);
      expect(logout.envelope.message).toBe('Você saiu da sua conta.');
      expect((await me(user.jwt)).envelope).toEqual(UNAUTHORIZED);
      expect((await h.client().request('POST', '/logout', { jwt: user.jwt })).status).toBe(401);
      expect((await me(login.envelope.data.jwt)).status).toBe(200);
    });
  });

  describe('one customer can never act on another', () => {
    it.each([
      ['PUT', '/cliente'],
      ['PUT', '/configurar_notificacoes'],
      ['POST', '/inativar_conta'],
      ['DELETE', '/cliente'],
    ])(
      "%s %s with the caller's bearer and another's jwt in the body: 403",
      async (method, path) => {
        const { user: caller } = await h.register();
        const { user: victim } = await h.register();
        const body = {
          jwt: victim.jwt,
          nome: 'Invasor',
          celular: victim.celular,
          cpf: victim.cpf,
          dataNascimento: '',
          email: victim.email,
          tipo: 'notificacoes_marketing_email',
          status: 1,
        };
        const response = await h.client().request(method, path, { jwt: caller.jwt, body });
        expect(response.status).toBe(403);
        expect(response.envelope.message).toBe('O token enviado não pertence à sua sessão.');
        for (const user of [caller, victim]) {
          const unchanged = await me(user.jwt);
          expect(unchanged.status).toBe(200);
          expect(unchanged.envelope.data).toEqual(user);
        }
      },
    );

    it('GET cliente answers only the bearer’s own data', async () => {
      const { user: first } = await h.register();
      const { user: second } = await h.register();
      expect((await me(first.jwt)).envelope.data).toEqual(first);
      expect((await me(second.jwt)).envelope.data).toEqual(second);
    });

    it('a body jwt alone (no Authorization header) acts on its own account', async () => {
      const { user } = await h.register();
      const response = await h.client().request<Cliente>('PUT', '/configurar_notificacoes', {
        body: { jwt: user.jwt, tipo: 'notificacoes_marketing_sms', status: 1 },
      });
      expect(response.status).toBe(200);
      expect(response.envelope.data.notificacoesMarketingSms).toBe(1);
    });
  });
});
