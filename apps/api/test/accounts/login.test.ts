// POST login (spec points 5 and 7; DESIGN decision 7): the Cliente with a new jwt; the same 401 for a
// wrong password and an unknown e-mail; a deactivated account comes back only with the right password.
import { expect, it, vi } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { accountMessages } from '@fidelidade/domain/messages';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { PasswordHasher } from '../../src/auth/passwords.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useAccountsApp } from './accounts-app.ts';

/** '$argon2id$v=19$m=…,t=…,p=…': what a stored hash says about the work verifying against it costs. */
const argon2Parameters = (phc: string) => phc.split('$').slice(0, 4).join('$');

describeEachDatabase('POST login', (database) => {
  const h = useAccountsApp(database);
  const login = (email: string, senha: string) =>
    h.client().request<Cliente | null>('POST', '/login', { body: { email, senha } });
  const invalidCredentials = {
    status: 'error',
    message: 'E-mail ou senha incorretos.',
    data: null,
    responseCode: 401,
  };
  const storedHash = (cpf: string) =>
    h.api.app.database.db
      .selectFrom('clientes')
      .select('senha_hash')
      .where('cpf', '=', cpf)
      .executeTakeFirstOrThrow()
      .then((row) => row.senha_hash);

  it('answers the Cliente with a new session jwt; the e-mail is trimmed and case-insensitive', async () => {
    const { user, senha } = await h.register();
    const response = await login(`  ${user.email.toUpperCase()} `, senha);
    expect(response.status).toBe(200);
    expect(response.envelope.message).toBe('Login realizado com sucesso!');
    const data = response.envelope.data;
    expect(data).toEqual({ ...user, jwt: expect.any(String) as string });
    expect(data?.jwt).not.toBe(user.jwt);
    // Both sessions are alive: logging in on a second device does not log out the first.
    for (const jwt of [user.jwt, data?.jwt ?? '']) {
      expect((await h.client().request('GET', '/cliente', { jwt })).status).toBe(200);
    }
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const { user } = await h.register();
    const wrongPassword = await login(user.email, 'Senha999');
    const unknownEmail = await login(generateEmail(), 'Senha999');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.envelope).toEqual(invalidCredentials);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.envelope).toEqual(invalidCredentials);
  });

  it('verifies an unknown e-mail against a dummy hash of the same cost as a real one', async () => {
    const { user } = await h.register();
    const stored = await storedHash(user.cpf);
    // The real verifier still runs behind the spy: the calls it gets are what the login costs.
    const verify = vi.spyOn(h.api.app.passwords, 'verify');
    try {
      await login(user.email, 'Senha999');
      await login(generateEmail(), 'Senha999');
      await login(generateEmail(), 'Outra999');
      const calls = verify.mock.calls;
      expect(calls).toHaveLength(3);
      expect(calls[0]).toEqual([stored, 'Senha999']);
      const dummy = calls[1]?.[0] ?? '';
      expect(dummy).not.toBe(stored);
      // Same algorithm, version and cost parameters as the stored hash, so the same work.
      expect(argon2Parameters(dummy)).toBe(argon2Parameters(stored));
      expect(argon2Parameters(stored)).toBe('$argon2id$v=19$m=19456,t=4,p=1');
      expect(calls[2]).toEqual([dummy, 'Outra999']);
      const verdicts = verify.mock.results.map((result) => result.value as Promise<boolean>);
      expect(await Promise.all(verdicts)).toEqual([false, false, false]);
    } finally {
      verify.mockRestore();
    }
  });

  it.each([
    [{ email: '', senha: 'Senha123' }, 'O campo e-mail é obrigatório!'],
    [{ email: 'maria@', senha: 'Senha123' }, 'E-mail inválido!'],
    [{ email: 'maria@example.com', senha: '' }, 'A senha é obrigatória!'],
    [{ email: 'maria@example.com', senha: '1234' }, 'A senha deve conter no mínimo 5 caracteres!'],
    [{ email: 'maria@example.com' }, 'A senha é obrigatória!'],
  ])('validates %j → %s', async (body, message) => {
    const response = await h.client().request('POST', '/login', { body });
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe(message);
  });

  it('reactivates a deactivated account with the right password, and says so', async () => {
    const { user, senha } = await h.register();
    const closed = await h.client().request('POST', '/inativar_conta', {
      jwt: user.jwt,
      body: { jwt: user.jwt },
    });
    expect(closed.status).toBe(200);

    const wrong = await login(user.email, 'Errada123');
    expect(wrong.envelope).toEqual(invalidCredentials);
    const still = await h.api.app.database.db
      .selectFrom('clientes')
      .select('ativo')
      .where('cpf', '=', user.cpf)
      .executeTakeFirstOrThrow();
    expect(still.ativo).toBe(false);

    const right = await login(user.email, senha);
    expect(right.status).toBe(200);
    expect(right.envelope.message).toBe(accountMessages.reactivated);
    expect(right.envelope.message).toMatch(/reativada/);
    const me = await h.client().request('GET', '/cliente', { jwt: right.envelope.data?.jwt ?? '' });
    expect(me.status).toBe(200);

    const again = await login(user.email, senha);
    expect(again.envelope.message).toBe('Login realizado com sucesso!');
  });

  it('replaces a hash made at a lower cost than the configured one, on a successful login', async () => {
    const { user, senha } = await h.register();
    // OWASP's minimum, the default before the time cost was raised.
    const weak = new PasswordHasher({ memoryKib: 19_456, timeCost: 2, parallelism: 1 });
    const byCpf = h.api.app.database.db.updateTable('clientes').where('cpf', '=', user.cpf);
    await byCpf.set({ senha_hash: await weak.hash(senha) }).execute();

    expect((await login(user.email, 'Errada123')).status).toBe(401);
    expect(await storedHash(user.cpf)).toMatch(/\$m=19456,t=2,p=1\$/);
    expect((await login(user.email, senha)).status).toBe(200);
    expect(await storedHash(user.cpf)).toMatch(/^\$argon2id\$v=19\$m=19456,t=4,p=1\$/);
    expect((await login(user.email, senha)).status).toBe(200);
  });
});
