// DESIGN decision 7: deleting a customer (DELETE cliente) keeps the stores' purchase and redemption
// records but drops every link to the person; the statement and balance go with the person.
import { expect, it } from 'vitest';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from './loyalty-app.ts';

describeEachDatabase('loyalty: customer deletion', (database) => {
  const h = useLoyaltyApp(database);

  it('leaves purchases and redemptions without any link to the deleted customer', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    const body = compra(user.cpf, { valor: 10_000 });
    await loja.client.post('/compras', body);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 100, idResgateLoja: uniqueId() });
    const db = h.api.app.database.db;
    const cliente = await db
      .selectFrom('clientes')
      .select('id')
      .where('cpf', '=', user.cpf)
      .executeTakeFirstOrThrow();

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
    expect(compras).toHaveLength(1);
    expect(resgates).toHaveLength(1);
    expect(compras[0]?.cliente_id).toBeNull();
    expect(resgates[0]?.cliente_id).toBeNull();
    // Nothing that identifies the person is kept on the store's records.
    const stored = JSON.stringify([compras, resgates]);
    for (const personal of [user.cpf, user.email, user.nome, cliente.id])
      expect(stored).not.toContain(personal);
    for (const table of ['saldos', 'lancamentos'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('cliente_id')
        .where('cliente_id', '=', cliente.id)
        .execute();
      expect(rows).toEqual([]);
    }

    // The store can still cancel its purchase; the CPF is now unknown for new ones.
    expect((await loja.client.post(`/compras/${body.idCompraLoja}/cancelamento`)).status).toBe(200);
    expect((await loja.client.post('/compras', compra(user.cpf))).status).toBe(404);
  });
});
