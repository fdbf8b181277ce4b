// The query plans of the statement at scale: the real statementFor of the API runs
// on a Kysely whose log keeps each compiled query; each is then run again under EXPLAIN ANALYZE, with
// the generic plan the API's connections keep for it (apps/api/test/helpers/generic-plan.ts), not one
// made for these values. A sequential scan of a big table (anything but the one-row lojas) fails the
// check.
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from '../../apps/api/src/db/schema.ts';
import { postgresTypes } from '../../apps/api/src/db/database.ts';
import { ProgrammeRulesBook } from '../../apps/api/src/loyalty/programme-rules.ts';
import { statementFor } from '../../apps/api/src/loyalty/statement.ts';
import { explainGeneric } from '../../apps/api/test/helpers/generic-plan.ts';

export interface PlanCheck {
  plans: string[];
  /** Tables read by a sequential scan, other than lojas. */
  sequentialScans: string[];
}

export async function statementPlans(url: string, email: string): Promise<PlanCheck> {
  const queries: CompiledQuery[] = [];
  // The API's own type parsers: statementFor expects counts as numbers, as the API reads them.
  const pool = new pg.Pool({ connectionString: url, max: 1, types: postgresTypes() });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    const cliente = await db
      .selectFrom('clientes')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const rules = await new ProgrammeRulesBook(db).currentRules(now);
    queries.length = 0;
    await statementFor(db, cliente.id, 12, now, rules);
    const plans: string[] = [];
    for (const query of [...queries]) {
      const rows = await explainGeneric<DatabaseSchema, { 'QUERY PLAN': string }>(
        db,
        query,
        'analyze, buffers',
      );
      plans.push([query.sql, ...rows.map((row) => `  ${row['QUERY PLAN']}`)].join('\n'));
    }
    const sequentialScans = [...plans.join('\n').matchAll(/Seq Scan on (\w+)/g)]
      .map((match) => match[1] ?? '')
      .filter((table) => table !== 'lojas');
    return { plans, sequentialScans };
  } finally {
    await db.destroy();
  }
}
