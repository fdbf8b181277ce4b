// The statement of route extrato-fidelidade (DESIGN decision 6): balance, level, this month's progress,
// net cashback per month of the period and the period's entries, newest first. One query, one round
// trip (the database round trip is what the statement's speed is made of): the balance, the
// month's count and the two lists come back as subqueries, the lists as JSON the server aggregates.
// The months' cashback comes from the statement's summary (month-summary.ts), the entries from the
// ledger's (cliente_id, ocorrido_em desc) index.
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { monthKey } from '@fidelidade/domain/cashback/month';
import {
  levelFor,
  nextLevel,
  purchasesToNextLevel,
  type ProgrammeRules,
} from '@fidelidade/domain/cashback/rules';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { LoyaltyPeriod } from '@fidelidade/domain/contracts/filtro-fidelidade';
import type { Executor } from '../db/executor.ts';
import { runNamed } from '../db/named-statements.ts';
import { entryColumns, toLancamento, type EntryRow } from './entries.ts';
import { purchasesInMonthQuery } from './month-count.ts';
import { periodMonths } from './months.ts';

/** An entry as it comes inside the JSON list: the instant as the server's text. */
type JsonEntryRow = Omit<EntryRow, 'ocorrido_em'> & { ocorrido_em: string };

interface StatementValues {
  clienteId: string;
  current: string;
  firstMonth: string;
}

interface StatementRow {
  versao: number | null;
  saldo: number;
  compras_no_mes: number;
  por_mes: { mes: string; ganho: number; estornado: number; resgatado: number }[];
  lancamentos: JsonEntryRow[];
}

function statementQuery(db: Executor, { clienteId, current, firstMonth }: StatementValues) {
  return db
    .selectNoFrom((eb) => [
      eb.selectFrom('saldos').select('versao').where('cliente_id', '=', clienteId).as('versao'),
      eb.fn
        .coalesce(
          eb.selectFrom('saldos').select('saldo_centavos').where('cliente_id', '=', clienteId),
          eb.lit(0),
        )
        .as('saldo'),
      eb.fn.coalesce(purchasesInMonthQuery(db, clienteId, current), eb.lit(0)).as('compras_no_mes'),
      jsonArrayFrom(
        eb
          .selectFrom('extrato_mensal')
          .select([
            'mes',
            'ganho_centavos as ganho',
            'estornado_centavos as estornado',
            'resgatado_centavos as resgatado',
          ])
          .where('cliente_id', '=', clienteId)
          .where('mes', '>=', firstMonth),
      ).as('por_mes'),
      jsonArrayFrom(
        eb
          .selectFrom('lancamentos')
          .innerJoin('lojas', 'lojas.id', 'lancamentos.loja_id')
          .select(entryColumns)
          .where('lancamentos.cliente_id', '=', clienteId)
          .where('lancamentos.mes', '>=', firstMonth)
          .orderBy('lancamentos.ocorrido_em', 'desc')
          .orderBy('lancamentos.id', 'desc'),
      ).as('lancamentos'),
    ])
    .$castTo<StatementRow>();
}

/** A statement and the ledger version it was read at (saldos.versao, in the same query). */
export interface StatementRead {
  extrato: Extrato;
  ledgerVersion: number | null;
}

export async function statementFor(
  db: Executor,
  clienteId: string,
  meses: LoyaltyPeriod,
  now: Date,
  rules: ProgrammeRules,
): Promise<StatementRead> {
  const current = monthKey(now);
  const months = periodMonths(current, meses);
  const firstMonth = months[0] ?? current;
  const query = statementQuery(db, { clienteId, current, firstMonth });
  // Prepared once per connection on PostgreSQL.
  const [row] = (await runNamed(db, 'extrato', query)).rows;
  if (!row) throw new Error('the statement query returned no row');
  const byMonth = new Map(row.por_mes.map((month) => [month.mes, month]));
  const comprasNoMes = row.compras_no_mes;
  const nivel = levelFor(rules, comprasNoMes);
  const extrato: Extrato = {
    meses,
    saldoCentavos: row.saldo,
    nivel,
    comprasNoMes,
    proximoNivel: nextLevel(rules, nivel),
    comprasParaProximoNivel: purchasesToNextLevel(rules, comprasNoMes),
    cashbackPorMes: months.map((mes) => {
      const { ganho = 0, estornado = 0, resgatado = 0 } = byMonth.get(mes) ?? {};
      // Net of the month: credits less reversals; redemptions spend cashback, not earn it.
      return {
        mes,
        cashbackCentavos: ganho - estornado,
        ganhoCentavos: ganho,
        estornadoCentavos: estornado,
        resgatadoCentavos: resgatado,
      };
    }),
    lancamentos: row.lancamentos.map((entry) =>
      toLancamento({ ...entry, ocorrido_em: new Date(entry.ocorrido_em) }),
    ),
  };
  return { extrato, ledgerVersion: row.versao };
}
