// The query plans at scale: the API's own code runs on a Kysely whose log keeps each compiled query;
// each is then run again under EXPLAIN ANALYZE, with the generic plan the API's connections keep for
// it (apps/api/test/helpers/generic-plan.ts), not one made for these values. A sequential scan of a
// big table (anything but the small lojas) fails the check. The statement's queries (statementFor)
// and the console's customer search (one of each kind of term).
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from '../../apps/api/src/db/schema.ts';
import { postgresTypes } from '../../apps/api/src/db/database.ts';
import { ProgrammeRulesBook } from '../../apps/api/src/loyalty/programme-rules.ts';
import { statementFor } from '../../apps/api/src/loyalty/statement.ts';
import { criterioDe, searchQueries } from '../../apps/api/src/painel/clientes/busca.ts';
import { programmeDashboard } from '../../apps/api/src/programme-dashboard/dashboard.ts';
import { explainGeneric } from '../../apps/api/test/helpers/generic-plan.ts';
import type { Target } from '../lib/targets.ts';

export interface PlanCheck {
  plans: string[];
  /** Tables read by a sequential scan, other than lojas. */
  sequentialScans: string[];
}

/** A Kysely on `url` that keeps what it runs in `queries`, for as long as `use` takes. */
async function withLoggedQueries<T>(
  url: string,
  use: (db: Kysely<DatabaseSchema>, queries: CompiledQuery[]) => Promise<T>,
): Promise<T> {
  const queries: CompiledQuery[] = [];
  // The API's own type parsers: its code expects counts as numbers, as the API reads them.
  const pool = new pg.Pool({ connectionString: url, max: 1, types: postgresTypes() });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    return await use(db, queries);
  } finally {
    await db.destroy();
  }
}

async function explainAll(
  db: Kysely<DatabaseSchema>,
  queries: readonly CompiledQuery[],
  smallTables: readonly string[] = ['lojas'],
): Promise<PlanCheck> {
  const plans: string[] = [];
  for (const query of queries) {
    const rows = await explainGeneric<DatabaseSchema, { 'QUERY PLAN': string }>(
      db,
      query,
      'analyze, buffers',
    );
    plans.push([query.sql, ...rows.map((row) => `  ${row['QUERY PLAN']}`)].join('\n'));
  }
  const sequentialScans = [...plans.join('\n').matchAll(/Seq Scan on (\w+)/g)]
    .map((match) => match[1] ?? '')
    .filter((table) => !smallTables.includes(table));
  return { plans, sequentialScans };
}

export function statementPlans(url: string, email: string): Promise<PlanCheck> {
  return withLoggedQueries(url, async (db, queries) => {
    const cliente = await db
      .selectFrom('clientes')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const rules = await new ProgrammeRulesBook(db).currentRules(now);
    queries.length = 0;
    await statementFor(db, cliente.id, 12, now, rules);
    return explainAll(db, [...queries]);
  });
}

/** The search's page and count queries for each of `terms`. */
export function searchPlans(url: string, terms: readonly string[]): Promise<PlanCheck> {
  return withLoggedQueries(url, (db) =>
    explainAll(
      db,
      terms.flatMap((term) => {
        const { page, total } = searchQueries(db, criterioDe(term), { pagina: 1, porPagina: 25 });
        return [page.compile(), total.compile()];
      }),
    ),
  );
}

/**
 * The dashboard's queries for `months`, the whole programme and one store. Its summaries hold a row
 * per month and store (indicadores_mes, indicadores_avaliacoes), per month and count of purchases
 * (indicadores_niveis) or per month of creation (indicadores_membros), and the watermark one: small
 * whatever the customers, purchases and ratings, so read whole when the planner likes.
 */
export function dashboardPlans(
  url: string,
  months: readonly string[],
  lojaId: string,
): Promise<PlanCheck> {
  return withLoggedQueries(url, async (db, queries) => {
    const rules = await new ProgrammeRulesBook(db).rulesAt(new Date());
    queries.length = 0;
    for (const mes of months) {
      await programmeDashboard(db, rules, mes, null);
      await programmeDashboard(db, rules, mes, lojaId);
    }
    return explainAll(
      db,
      [...queries],
      [
        'lojas',
        'indicadores_mes',
        'indicadores_niveis',
        'indicadores_membros',
        'indicadores_avaliacoes',
        'indicadores_marca',
      ],
    );
  });
}

/** The target that the queries' plans read big tables by index only. */
export function planTarget(goal: string, plans: PlanCheck): Target {
  return {
    engine: 'postgres',
    goal,
    measured:
      plans.sequentialScans.length === 0
        ? 'só índices'
        : `Seq Scan: ${plans.sequentialScans.join(', ')}`,
    pass: plans.sequentialScans.length === 0,
  };
}
