// The statement of route extrato-fidelidade (DESIGN decision 6): balance, level, this month's progress,
// net cashback per month of the period and the period's entries, newest first. Entries come from the
// ledger's (cliente_id, ocorrido_em desc) index.
import { monthKey } from '@fidelidade/domain/cashback/month';
import { levelFor, purchasesToNextLevel } from '@fidelidade/domain/cashback/rules';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { LoyaltyPeriod } from '@fidelidade/domain/contracts/filtro-fidelidade';
import type { Executor } from '../auth/sessions.ts';
import { entryColumns, toLancamento } from './entries.ts';
import { purchasesInMonth } from './month-count.ts';
import { periodMonths } from './months.ts';
import { readSaldo } from './saldo.ts';

async function cashbackByMonth(db: Executor, clienteId: string, months: string[]) {
  const rows = await db
    .selectFrom('lancamentos')
    .select(['mes', (eb) => eb.fn.sum<number>('cashback_centavos').as('total')])
    .where('cliente_id', '=', clienteId)
    .where('tipo', '!=', 'resgate')
    .where('mes', '>=', months[0] ?? '')
    .groupBy('mes')
    .execute();
  const byMonth = new Map(rows.map((row) => [row.mes, row.total]));
  return months.map((mes) => ({ mes, cashbackCentavos: byMonth.get(mes) ?? 0 }));
}

export async function statementFor(
  db: Executor,
  clienteId: string,
  meses: LoyaltyPeriod,
  now: Date,
): Promise<Extrato> {
  const current = monthKey(now);
  const months = periodMonths(current, meses);
  const [saldoCentavos, comprasNoMes, cashbackPorMes, rows] = await Promise.all([
    readSaldo(db, clienteId),
    purchasesInMonth(db, clienteId, current),
    cashbackByMonth(db, clienteId, months),
    db
      .selectFrom('lancamentos')
      .innerJoin('lojas', 'lojas.id', 'lancamentos.loja_id')
      .select(entryColumns)
      .where('lancamentos.cliente_id', '=', clienteId)
      .where('lancamentos.mes', '>=', months[0] ?? current)
      .orderBy('lancamentos.ocorrido_em', 'desc')
      .orderBy('lancamentos.id', 'desc')
      .execute(),
  ]);
  const nivel = levelFor(comprasNoMes);
  return {
    meses,
    saldoCentavos,
    nivel,
    comprasNoMes,
    proximoNivel: nivel === 3 ? null : nivel === 1 ? 2 : 3,
    comprasParaProximoNivel: purchasesToNextLevel(comprasNoMes),
    cashbackPorMes,
    lancamentos: rows.map(toLancamento),
  };
}
