// The generic plan of a named statement: one plan for any values, made from the statistics of the
// moment it is prepared and kept by the connection. PostgreSQL settles on it for a named statement
// (src/db/named-statements.ts) after a few runs planned for their values, when it judges it as good;
// the purchase batch does. A plain EXPLAIN would plan for the values given.
// Used by the tests and by the bench's plans at scale (bench/dados/plans.ts).
import { CompiledQuery, type Kysely } from 'kysely';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

let prepared = 0;

/** A parameter as an SQL literal (arrays in PostgreSQL's text form, dates in ISO 8601). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) {
    const items = value.map((item) => (item === null ? 'NULL' : JSON.stringify(String(item))));
    return literal(`{${items.join(',')}}`);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * EXPLAIN (`options`) of `query` run as a prepared statement with its generic plan, with the query's
 * own values: the rows EXPLAIN returns.
 */
export async function explainGeneric<DB, Row>(
  db: Kysely<DB>,
  query: CompiledQuery,
  options: string,
): Promise<Row[]> {
  // A name of its own each time: a prepared statement outlives the transaction that made it.
  prepared += 1;
  const name = `plano_generico_${String(prepared)}`;
  // A query without parameters is executed without the parentheses, which may not be empty.
  const values = query.parameters.length > 0 ? `(${query.parameters.map(literal).join(', ')})` : '';
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local plan_cache_mode = force_generic_plan'));
    await trx.executeQuery(CompiledQuery.raw(`prepare ${name} as ${query.sql}`));
    const { rows } = await trx.executeQuery<Row>(
      CompiledQuery.raw(`explain (${options}) execute ${name}${values}`),
    );
    await trx.executeQuery(CompiledQuery.raw(`deallocate ${name}`));
    return rows;
  });
}

/** The generic plan of `query`, as a tree. */
export async function genericPlan<DB>(db: Kysely<DB>, query: CompiledQuery): Promise<PlanNode> {
  const rows = await explainGeneric<DB, { 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    db,
    query,
    'format json',
  );
  const plan = rows[0]?.['QUERY PLAN'][0].Plan;
  if (!plan) throw new Error('EXPLAIN returned no plan');
  return plan;
}

/** Every node that reads a table (scans and index scans), depth first. */
export function tableScans(node: PlanNode): PlanNode[] {
  const own = node['Node Type'].endsWith('Scan') && node['Relation Name'] ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(tableScans)];
}
