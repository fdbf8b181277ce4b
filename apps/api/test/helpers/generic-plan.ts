// The plan a named statement gets on the API's PostgreSQL connections (plan_cache_mode =
// force_generic_plan, src/db/database.ts): one plan for any values, made from the statistics of the
// moment it is prepared and kept by the connection. A plain EXPLAIN would plan for the values given.
import { CompiledQuery, type Kysely } from 'kysely';

let prepared = 0;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The generic plan of `query` (EXPLAIN of an EXECUTE with nulls: the values do not shape it). */
export async function genericPlan<DB>(db: Kysely<DB>, query: CompiledQuery): Promise<PlanNode> {
  const nulls = query.parameters.map(() => 'null').join(', ');
  // A name of its own each time: a prepared statement outlives the transaction that made it.
  prepared += 1;
  const name = `plano_generico_${String(prepared)}`;
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local plan_cache_mode = force_generic_plan'));
    await trx.executeQuery(CompiledQuery.raw(`prepare ${name} as ${query.sql}`));
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (format json) execute ${name}(${nulls})`),
    );
    await trx.executeQuery(CompiledQuery.raw(`deallocate ${name}`));
    const plan = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('EXPLAIN returned no plan');
    return plan;
  });
}

/** Every node that reads a table (scans and index scans), depth first. */
export function tableScans(node: PlanNode): PlanNode[] {
  const own = node['Node Type'].endsWith('Scan') && node['Relation Name'] ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(tableScans)];
}
