// POST inativar_conta and DELETE cliente (spec points 4, 7 and 8; DESIGN decision 7).
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { compra, daysAgo } from '@fidelidade/test-kit/purchases';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { everyRowAsText } from './stored-rows.ts';

/** A name nobody else in the suite has, so finding it anywhere means it was kept. */
function uniqueName(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `Pessoa Apagada ${letters}`;
}

describeEachDatabase('account closure', (database) => {
  const h = useLoyaltyApp(database);
  const db = () => h.api.app.database.db;
  /** The app's closure calls carry the token twice: bearer and body (spec point 7). */
  const close = (user: Cliente, method: 'POST' | 'DELETE', path: string) =>
    h.client().request(method, path, { jwt: user.jwt, body: { jwt: user.jwt } });
  const done = (message: string) => ({ status: 'success', message, data: null, responseCode: 200 });

  it('deactivates: the message says how to come back, and every session ends', async () => {
    const { user, senha } = await h.register();
    const second = await h.client().request<Cliente>('POST', '/login', {
      body: { email: user.email, senha },
    });
    const response = await close(user, 'POST', '/inativar_conta');
    expect(response.status).toBe(200);
    expect(response.envelope).toEqual(
      done('Sua conta foi desativada. Para reativá-la, basta fazer login novamente.'),
    );
    for (const jwt of [user.jwt, second.envelope.data.jwt]) {
      expect((await h.client().request('GET', '/cliente', { jwt })).status).toBe(401);
    }
    // No information is lost (spec point 2): the data is all there after reactivation.
    const back = await h.client().request<Cliente>('POST', '/login', {
      body: { email: user.email, senha },
    });
    expect(back.envelope.data).toEqual({ ...user, jwt: back.envelope.data.jwt });
  });

  it('deletes for good: no trace of the person in any table, and they can register again', async () => {
    const nome = uniqueName();
    const { user, senha, payload } = await h.register({ nome });
    await h.client().request('PUT', '/cliente', {
      jwt: user.jwt,
      body: { ...user, dataNascimento: '03/04/1980' },
    });
    // Cashback in each balance: one purchase released (past its carência), one pending.
    const loja = await h.store();
    await loja.client.post('/compras', compra(user.cpf, { valor: 10_000, dataHora: daysAgo(40) }));
    await loja.client.post('/compras', compra(user.cpf, { valor: 5_000 }));
    const { senha_hash: hash, id } = await db()
      .selectFrom('clientes')
      .select(['senha_hash', 'id'])
      .where('cpf', '=', user.cpf)
      .executeTakeFirstOrThrow();
    const creditsAndBalance = async () => ({
      creditos: await db()
        .selectFrom('creditos_cashback')
        .select('estado')
        .where('cliente_id', '=', id)
        .orderBy('estado')
        .execute(),
      saldos: await db()
        .selectFrom('saldos')
        .select(['saldo_centavos', 'pendente_centavos', 'divida_centavos'])
        .where('cliente_id', '=', id)
        .execute(),
    });
    expect(await creditsAndBalance()).toEqual({
      creditos: [{ estado: 'disponivel' }, { estado: 'pendente' }],
      saldos: [{ saldo_centavos: 500, pendente_centavos: 250, divida_centavos: 0 }],
    });
    const traces = [user.cpf, user.email, user.celular, nome, hash];
    const before = (await everyRowAsText(db())).join('\n');
    for (const trace of traces) expect(before).toContain(trace);

    const response = await close(user, 'DELETE', '/cliente');
    expect(response.status).toBe(200);
    expect(response.envelope).toEqual(done('Sua conta foi excluída permanentemente.'));

    expect(await creditsAndBalance()).toEqual({ creditos: [], saldos: [] });
    const after = (await everyRowAsText(db())).join('\n');
    for (const trace of traces) expect(after).not.toContain(trace);
    const { sub } = JSON.parse(
      Buffer.from(user.jwt.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sub: string };
    expect(after).not.toContain(sub);
    expect((await h.client().request('GET', '/cliente', { jwt: user.jwt })).status).toBe(401);
    const login = await h.client().request('POST', '/login', {
      body: { email: user.email, senha },
    });
    expect(login.status).toBe(401);

    const again = await h.client().request<Cliente>('POST', '/cliente', { body: payload });
    expect(again.status).toBe(201);
    expect(again.envelope.data).toMatchObject({ cpf: user.cpf, email: user.email });
  });

  it('deleting one customer leaves the others alone', async () => {
    const { user: leaving } = await h.register();
    const { user: staying } = await h.register();
    await close(leaving, 'DELETE', '/cliente');
    const me = await h.client().request<Cliente>('GET', '/cliente', { jwt: staying.jwt });
    expect(me.envelope.data).toEqual(staying);
  });

  it('answers 401 to deactivation and deletion without a session', async () => {
    const { user } = await h.register();
    await h.client().request('POST', '/logout', { jwt: user.jwt });
    expect((await close(user, 'POST', '/inativar_conta')).status).toBe(401);
    expect((await close(user, 'DELETE', '/cliente')).status).toBe(401);
    const rows = await db()
      .selectFrom('clientes')
      .select('ativo')
      .where('cpf', '=', user.cpf)
      .execute();
    expect(rows).toEqual([{ ativo: true }]);
  });
});
