// The statement of route extrato-fidelidade (DESIGN decisions 6 and 15): balances (available, pending,
// owed), what is released and what expires next, level, this month's progress, cashback per month of
// the period and the period's entries, newest first. One query, one round
// trip (the database round trip is what the statement's speed is made of): the balance, the
// month's count and the two lists come back as subqueries, the lists as JSON the server aggregates.
// The months' cashback comes from the statement's summary (month-summary.ts), the entries from the
// ledger's (cliente_id, ocorrido_em desc) index, the next release and expiry from the credits' indexes.
// Its text is written once (db/built-statements.ts): the customer, the current month and the period's
// first month are its parameters $1 to $3.
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import { monthKey } from '@fidelidade/domain/cashback/month';
import {
  levelFor,
  nextLevel,
  purchasesToNextLevel,
  type ProgrammeRules,
} from '@fidelidade/domain/cashback/rules';
import type { Extrato, ValorNaData } from '@fidelidade/domain/contracts/extrato';
import type { LoyaltyPeriod } from '@fidelidade/domain/contracts/filtro-fidelidade';
import { builtStatement, param } from '../db/built-statements.ts';
import type { Executor } from '../db/executor.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { runNamed } from '../db/named-statements.ts';
import { entryColumns, toLancamento, withEntryDetails, type EntryRow } from './entries.ts';
import { purchasesInMonthQuery } from './month-count.ts';
import { periodMonths } from './months.ts';

/** An entry as it comes inside the JSON list: the instant as the server's text. */
type JsonEntryRow = Omit<EntryRow, 'ocorrido_em'> & { ocorrido_em: string };

/** The earliest instant with what falls due on it, as the JSON object brings them. */
interface NextDue {
  em: string;
  centavos: number;
}

interface StatementRow {
  versao: number | null;
  saldos: { disponivel: number; pendente: number; divida: number } | null;
  proxima_liberacao: NextDue | null;
  proxima_expiracao: NextDue | null;
  compras_no_mes: number;
  por_mes: {
    mes: string;
    ganho: number;
    estornado: number;
    resgatado: number;
    expirado: number;
    ajuste_credito: number;
    ajuste_debito: number;
  }[];
  lancamentos: JsonEntryRow[];
}

/** The customer's credits in `estado` that fall due first (on `column`), summed. */
function nextDue(
  eb: ExpressionBuilder<DatabaseSchema, never>,
  clienteId: Expression<string>,
  estado: 'pendente' | 'disponivel',
  column: 'libera_em' | 'expira_em',
  amount: 'creditado_centavos' | 'restante_centavos',
) {
  return jsonObjectFrom(
    eb
      .selectFrom('creditos_cashback')
      .select([`${column} as em`, sql<number>`sum(${sql.ref(amount)})::bigint`.as('centavos')])
      .where('cliente_id', '=', clienteId)
      // A literal, not a parameter: the statement is prepared once per connection, and only a
      // literal state lets its generic plan use the partial index of that state.
      .where('estado', '=', sql.lit(estado))
      .groupBy(column)
      .orderBy(column)
      .limit(sql.lit(1))
      .$castTo<NextDue>(),
  );
}

function valorNaData(due: NextDue | null): ValorNaData | null {
  if (!due || due.centavos <= 0) return null;
  return { data: saoPauloDate(new Date(due.em)).iso, valorCentavos: due.centavos };
}

/** The statement's parameters: the customer, the current month, the period's first month. */
const CLIENTE = param<string>(1);
const CURRENT_MONTH = param<string>(2);
const FIRST_MONTH = param<string>(3);

const STATEMENT = builtStatement<StatementRow>('extrato', (db) =>
  db
    .selectNoFrom((eb) => [
      eb.selectFrom('saldos').select('versao').where('cliente_id', '=', CLIENTE).as('versao'),
      jsonObjectFrom(
        eb
          .selectFrom('saldos')
          .select([
            'saldo_centavos as disponivel',
            'pendente_centavos as pendente',
            'divida_centavos as divida',
          ])
          .where('cliente_id', '=', CLIENTE),
      ).as('saldos'),
      nextDue(eb, CLIENTE, 'pendente', 'libera_em', 'creditado_centavos').as('proxima_liberacao'),
      nextDue(eb, CLIENTE, 'disponivel', 'expira_em', 'restante_centavos').as('proxima_expiracao'),
      eb.fn
        .coalesce(purchasesInMonthQuery(db, CLIENTE, CURRENT_MONTH), eb.lit(0))
        .as('compras_no_mes'),
      jsonArrayFrom(
        eb
          .selectFrom('extrato_mensal')
          .select([
            'mes',
            'ganho_centavos as ganho',
            'estornado_centavos as estornado',
            'resgatado_centavos as resgatado',
            'expirado_centavos as expirado',
            'ajuste_credito_centavos as ajuste_credito',
            'ajuste_debito_centavos as ajuste_debito',
          ])
          .where('cliente_id', '=', CLIENTE)
          .where('mes', '>=', FIRST_MONTH),
      ).as('por_mes'),
      jsonArrayFrom(
        eb
          .selectFrom('lancamentos')
          .$call(withEntryDetails)
          .select(entryColumns)
          .where('lancamentos.cliente_id', '=', CLIENTE)
          .where('lancamentos.mes', '>=', FIRST_MONTH)
          .orderBy('lancamentos.ocorrido_em', 'desc')
          .orderBy('lancamentos.id', 'desc'),
      ).as('lancamentos'),
    ])
    .$castTo<StatementRow>(),
);

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
  // Prepared once per connection on PostgreSQL.
  const [row] = (await runNamed(db, STATEMENT, [clienteId, current, firstMonth])).rows;
  if (!row) throw new Error('the statement query returned no row');
  const byMonth = new Map(row.por_mes.map((month) => [month.mes, month]));
  const comprasNoMes = row.compras_no_mes;
  const nivel = levelFor(rules, comprasNoMes);
  const extrato: Extrato = {
    meses,
    saldoCentavos: row.saldos?.disponivel ?? 0,
    pendenteCentavos: row.saldos?.pendente ?? 0,
    dividaCentavos: row.saldos?.divida ?? 0,
    proximaLiberacao: valorNaData(row.proxima_liberacao),
    proximaExpiracao: valorNaData(row.proxima_expiracao),
    nivel,
    comprasNoMes,
    proximoNivel: nextLevel(rules, nivel),
    comprasParaProximoNivel: purchasesToNextLevel(rules, comprasNoMes),
    cashbackPorMes: months.map((mes) => {
      const {
        ganho = 0,
        estornado = 0,
        resgatado = 0,
        expirado = 0,
        ajuste_credito: ajusteCredito = 0,
        ajuste_debito: ajusteDebito = 0,
      } = byMonth.get(mes) ?? {};
      // Net of the month: credits less reversals, adjustments either way; redemptions spend
      // cashback, not earn it.
      return {
        mes,
        cashbackCentavos: ganho - estornado + ajusteCredito - ajusteDebito,
        ganhoCentavos: ganho,
        estornadoCentavos: estornado,
        resgatadoCentavos: resgatado,
        expiradoCentavos: expirado,
        ajusteCreditoCentavos: ajusteCredito,
        ajusteDebitoCentavos: ajusteDebito,
      };
    }),
    lancamentos: row.lancamentos.map((entry) =>
      toLancamento({ ...entry, ocorrido_em: new Date(entry.ocorrido_em) }),
    ),
  };
  return { extrato, ledgerVersion: row.versao };
}
