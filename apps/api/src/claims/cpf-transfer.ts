// A resolved CPF claim moves the CPF, and what a store recorded under it, from the account that held it
// to the claimant's (docs/decisions/0019-cpf-claim-resolution.md). The purchases go with their
// cashback credits, in whatever state, and their statement entries (the purchase, its cancellation,
// its credit's expiry); the balances, the months' summaries and the months' counts move by exactly
// those amounts, so each account's figures still equal its own rows. What the old account did stays
// its own: redemptions, debts, adjustments, the opening credits. Ratings are the old holder's words,
// so they are erased as the erasure erases them. Both balance rows are locked first, in cliente_id
// order, as every ledger change locks a customer's balance row first (loyalty/saldo.ts).
import { sql } from 'kysely';
import { forgetRatings } from '../accounts/erasure.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import type { Executor } from '../db/executor.ts';
import { changeSaldo, lockSaldo } from '../loyalty/saldo.ts';

interface MonthMove {
  mes: string;
  ganho: number;
  estornado: number;
  expirado: number;
}

/** Adds each month's amounts to the customer's summary rows (made when missing). */
async function addToSummaries(
  trx: Executor,
  clienteId: string,
  months: readonly MonthMove[],
): Promise<void> {
  for (const month of months) {
    await sql`insert into extrato_mensal
        (cliente_id, mes, ganho_centavos, estornado_centavos, expirado_centavos)
      values (${clienteId}, ${month.mes}, ${month.ganho}, ${month.estornado}, ${month.expirado})
      on conflict (cliente_id, mes) do update set
        ganho_centavos = extrato_mensal.ganho_centavos + excluded.ganho_centavos,
        estornado_centavos = extrato_mensal.estornado_centavos + excluded.estornado_centavos,
        expirado_centavos = extrato_mensal.expirado_centavos + excluded.expirado_centavos`.execute(
      trx,
    );
  }
}

/** Takes each month's amounts from the customer's summary rows, which hold at least as much. */
async function takeFromSummaries(
  trx: Executor,
  clienteId: string,
  months: readonly MonthMove[],
): Promise<void> {
  for (const month of months) {
    await trx
      .updateTable('extrato_mensal')
      .set((eb) => ({
        ganho_centavos: eb('ganho_centavos', '-', month.ganho),
        estornado_centavos: eb('estornado_centavos', '-', month.estornado),
        expirado_centavos: eb('expirado_centavos', '-', month.expirado),
      }))
      .where('cliente_id', '=', clienteId)
      .where('mes', '=', month.mes)
      .execute();
  }
}

/** Moves each month's count of purchases from one customer's month counters to the other's. */
async function moveMonthCounts(
  trx: Executor,
  { fromId, toId }: { fromId: string; toId: string },
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [mes, compras] of counts) {
    await trx
      .updateTable('compras_mes')
      .set((eb) => ({ compras: eb('compras', '-', compras) }))
      .where('cliente_id', '=', fromId)
      .where('mes', '=', mes)
      .execute();
    await sql`insert into compras_mes (cliente_id, mes, compras)
      values (${toId}, ${mes}, ${compras})
      on conflict (cliente_id, mes) do update
        set compras = compras_mes.compras + excluded.compras`.execute(trx);
  }
}

/** Moves the CPF and its purchases from `fromId` to `toId`; call inside the decision's transaction. */
export async function moveCpf(
  trx: Executor,
  { fromId, toId, cpf }: { fromId: string; toId: string; cpf: string },
): Promise<void> {
  for (const id of [fromId, toId].sort()) await lockSaldo(trx, id);

  const compras = await trx
    .selectFrom('compras')
    .select(['id', 'mes', 'cancelada_em'])
    .where('cliente_id', '=', fromId)
    .execute();
  const compraIds = compras.map((compra) => compra.id);
  if (compraIds.length > 0) {
    const credits = await trx
      .selectFrom('creditos_cashback')
      .select(['id', 'estado', 'restante_centavos'])
      .where('compra_id', 'in', compraIds)
      .execute();
    const creditIds = credits.map((credit) => credit.id);
    const entries = trx
      .selectFrom('lancamentos')
      .where('cliente_id', '=', fromId)
      .where((eb) =>
        eb.or([
          eb('compra_id', 'in', compraIds),
          ...(creditIds.length > 0 ? [eb('credito_id', 'in', creditIds)] : []),
        ]),
      );
    const months = await entries
      .select((eb) => [
        'mes',
        eb.fn
          .coalesce(
            eb.fn.sum<number>(sql`case when tipo = 'compra' then cashback_centavos end`),
            sql`0`,
          )
          .as('ganho'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(sql`case when tipo = 'cancelamento' then -cashback_centavos end`),
            sql`0`,
          )
          .as('estornado'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(sql`case when tipo = 'expiracao' then -cashback_centavos end`),
            sql`0`,
          )
          .as('expirado'),
      ])
      .groupBy('mes')
      .execute();
    const counts = new Map<string, number>();
    for (const compra of compras.filter((row) => row.cancelada_em === null)) {
      counts.set(compra.mes, (counts.get(compra.mes) ?? 0) + 1);
    }
    const sumOf = (estado: string) =>
      credits
        .filter((credit) => credit.estado === estado)
        .reduce((total, credit) => total + credit.restante_centavos, 0);
    const balances = { disponivel: sumOf('disponivel'), pendente: sumOf('pendente') };

    const entryIds = (await entries.select('id').execute()).map((entry) => entry.id);
    if (entryIds.length > 0) {
      await trx
        .updateTable('lancamentos')
        .set({ cliente_id: toId })
        .where('id', 'in', entryIds)
        .execute();
    }
    if (creditIds.length > 0) {
      await trx
        .updateTable('creditos_cashback')
        .set({ cliente_id: toId })
        .where('id', 'in', creditIds)
        .execute();
    }
    await trx
      .updateTable('compras')
      .set({ cliente_id: toId })
      .where('id', 'in', compraIds)
      .execute();
    await forgetRatings(trx, compraIds);
    await takeFromSummaries(trx, fromId, months);
    await addToSummaries(trx, toId, months);
    await moveMonthCounts(trx, { fromId, toId }, counts);
    await changeSaldo(trx, fromId, {
      disponivel: -balances.disponivel,
      pendente: -balances.pendente,
    });
    await changeSaldo(trx, toId, balances);
  } else {
    // No purchase moved: the balance rows still change version, so no statement copy outlives this.
    await changeSaldo(trx, fromId, {});
    await changeSaldo(trx, toId, {});
  }

  const now = new Date();
  await trx
    .updateTable('clientes')
    .set({ cpf: null, atualizado_em: now })
    .where('id', '=', fromId)
    .execute();
  await trx
    .updateTable('clientes')
    .set({ cpf, atualizado_em: now })
    .where('id', '=', toId)
    .execute();
  // The old holder's app shows a CPF and a statement that are no longer theirs: they sign in again.
  await revokeSessionsOf(trx, fromId);
}
