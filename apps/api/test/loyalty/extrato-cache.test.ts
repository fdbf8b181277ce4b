// The statement kept in memory (loyalty/statement-cache.ts) is never stale: after every kind
// of ledger change (the release and expiry jobs' included), made through this API or straight in the
// database as another instance of it would, the next call answers the new statement.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending, runLifecycleIn } from '../helpers/cashback-lifecycle.ts';
import { useLoyaltyApp } from './loyalty-app.ts';

describeEachDatabase('loyalty: GET extrato kept in memory', (database) => {
  const h = useLoyaltyApp(database);

  const statement = async (jwt: string) =>
    (await h.client().request<Extrato>('GET', '/extrato', { jwt })).envelope.data;

  it('answers each purchase, batch, release, cancellation, redemption and expiry on the next call', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    expect((await statement(user.jwt)).lancamentos).toHaveLength(0);
    const first = compra(user.cpf, { valor: 2000 });
    await loja.client.post('/compras', first);
    expect(await statement(user.jwt)).toMatchObject({ pendenteCentavos: 100, comprasNoMes: 1 });
    expect(await statement(user.jwt)).toMatchObject({ pendenteCentavos: 100, comprasNoMes: 1 });
    await loja.client.post('/compras/lote', { compras: [compra(user.cpf, { valor: 2000 })] });
    expect(await statement(user.jwt)).toMatchObject({ pendenteCentavos: 200, comprasNoMes: 2 });
    await releaseAllPending(h.api.app);
    expect(await statement(user.jwt)).toMatchObject({ saldoCentavos: 200, pendenteCentavos: 0 });
    await loja.client.post(`/compras/${first.idCompraLoja}/cancelamento`);
    expect(await statement(user.jwt)).toMatchObject({ saldoCentavos: 100, comprasNoMes: 1 });
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 60, idResgateLoja: uniqueId() });
    expect((await statement(user.jwt)).saldoCentavos).toBe(40);
    // What is left expires, booked on its expiry date, past the end of the validity.
    await runLifecycleIn(h.api.app, 800);
    const last = await statement(user.jwt);
    expect(last.saldoCentavos).toBe(0);
    expect(last.lancamentos.map((entry) => entry.tipo)).toEqual([
      'expiracao',
      'resgate',
      'cancelamento',
      'compra',
      'compra',
    ]);
  });

  it('answers a change another API instance made in the database', async () => {
    const { user } = await h.register();
    const loja = await h.store();
    await loja.client.post('/compras', compra(user.cpf, { valor: 2000 }));
    await releaseAllPending(h.api.app);
    expect((await statement(user.jwt)).saldoCentavos).toBe(100);
    // What another instance's redemption does to the balance row, without this one's code.
    await sql`update saldos set saldo_centavos = saldo_centavos - 30
      where cliente_id = (select id from clientes where cpf = ${user.cpf})`.execute(
      h.api.app.database.db,
    );
    expect((await statement(user.jwt)).saldoCentavos).toBe(70);
  });

  it('keeps one customer out of another customer’s statement', async () => {
    const [ana, bia] = [await h.register(), await h.register()];
    const loja = await h.store();
    await loja.client.post('/compras', compra(ana.user.cpf, { valor: 2000 }));
    expect((await statement(ana.user.jwt)).pendenteCentavos).toBe(100);
    expect((await statement(bia.user.jwt)).pendenteCentavos).toBe(0);
  });
});
