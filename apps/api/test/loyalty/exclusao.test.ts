// DESIGN decision 7: deleting a customer (DELETE cliente) keeps the stores' purchase and redemption
// records but drops every link to the person; the statement, the balance (available, pending, owed)
// and the cashback credits go with the person.
import { expect, it } from 'vitest';
import { compra, daysAgo, uniqueId } from '@fidelidade/test-kit/purchases';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from './loyalty-app.ts';

describeEachDatabase('loyalty: customer deletion', (database) => {
  const h = useLoyaltyApp(database);

  it('leaves purchases and redemptions without any link to the deleted customer', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    // Past its carência, so the redemption has available cashback to spend; the second is pending.
    const body = compra(user.cpf, { valor: 10_000, dataHora: daysAgo(40) });
    await loja.client.post('/compras', body);
    await loja.client.post('/compras', compra(user.cpf, { valor: 5_000 }));
    const redeemed = await loja.client.post('/resgates', {
      cpf: user.cpf,
      valor: 100,
      idResgateLoja: uniqueId(),
    });
    expect(redeemed.status).toBe(201);
    const db = h.api.app.database.db;
    const cliente = await db
      .selectFrom('clientes')
      .select('id')
      .where('cpf', '=', user.cpf)
      .executeTakeFirstOrThrow();
    const credits = await db
      .selectFrom('creditos_cashback')
      .select('estado')
      .where('cliente_id', '=', cliente.id)
      .execute();
    expect(credits.map((c) => c.estado).sort()).toEqual(['disponivel', 'pendente']);
    expect(
      await db
        .selectFrom('saldos')
        .select(['saldo_centavos', 'pendente_centavos', 'divida_centavos'])
        .where('cliente_id', '=', cliente.id)
        .execute(),
    ).toEqual([{ saldo_centavos: 400, pendente_centavos: 250, divida_centavos: 0 }]);

    const deleted = await h
      .client()
      .request('DELETE', '/cliente', { jwt: user.jwt, body: { jwt: user.jwt } });
    expect(deleted.status).toBe(200);

    const compras = await db
      .selectFrom('compras')
      .selectAll()
      .where('loja_id', '=', loja.id)
      .execute();
    const resgates = await db
      .selectFrom('resgates')
      .selectAll()
      .where('loja_id', '=', loja.id)
      .execute();
    expect(compras).toHaveLength(2);
    expect(resgates).toHaveLength(1);
    expect(compras.map((c) => c.cliente_id)).toEqual([null, null]);
    expect(resgates[0]?.cliente_id).toBeNull();
    // Nothing that identifies the person is kept on the store's records.
    const stored = JSON.stringify([compras, resgates]);
    for (const personal of [user.cpf, user.email, user.nome, cliente.id])
      expect(stored).not.toContain(personal);
    for (const table of ['saldos', 'lancamentos', 'creditos_cashback'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('cliente_id')
        .where('cliente_id', '=', cliente.id)
        .execute();
      expect(rows).toEqual([]);
    }
    // The purchases the stores keep hold no credit: its state and dates were the person's.
    const kept = await db
      .selectFrom('creditos_cashback')
      .select('id')
      .where(
        'compra_id',
        'in',
        compras.map((c) => c.id),
      )
      .execute();
    expect(kept).toEqual([]);

    // The store can still cancel its purchase; the CPF is now unknown for new ones.
    expect((await loja.client.post(`/compras/${body.idCompraLoja}/cancelamento`)).status).toBe(200);
    expect((await loja.client.post('/compras', compra(user.cpf))).status).toBe(404);
  });
});
