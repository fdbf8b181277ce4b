// The console's programme dashboard at scale (bench/README.md, "Dashboard"): a financeiro operator
// signed in to the API on the scale database (npm run bench:dados, which leaves the summaries folded),
// asking for this month, months back and one store's, in turn, and the generic plans of every query
// the dashboard runs. Target: p95 ≤ 200 ms. Skipped, with a note, when the scale database is absent.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { postgresTypes } from '../../apps/api/src/db/database.ts';
import type { DatabaseSchema } from '../../apps/api/src/db/schema.ts';
import { foldLedger } from '../../apps/api/src/programme-dashboard/fold.ts';
import { shiftMonth } from '../../apps/api/src/programme-dashboard/months.ts';
import { operatorHeaders } from '../cases/operator-session.ts';
import { startApiServer } from '../cases/api-cases.ts';
import { runLoad, type LoadCase, type LoadResult } from '../lib/load.ts';
import { databaseExists } from '../lib/postgres-admin.ts';
import { databaseUrl, type Settings } from '../lib/settings.ts';
import type { Target } from '../lib/targets.ts';
import { dashboardPlans, planTarget, type PlanCheck } from './plans.ts';
import { SCALE_DATABASE } from './scale.ts';

const MAX_P95_MS = 200;
/** The scale's busiest store (every eighth purchase and customer 1's). */
const LOJA_ID_SQL = `overlay(overlay(md5('loja-escala') placing '4' from 13) placing '8' from 17)::uuid`;

/** The months asked for: this one, the one before, half a year and two years back. */
function months(): string[] {
  const current = monthKey(new Date());
  return [current, shiftMonth(current, -1), shiftMonth(current, -6), shiftMonth(current, -24)];
}

/** Folds the generated ledger into the summaries, with the bulk load's memory for its sorts. */
export async function foldAtScale(url: string, log: (text: string) => void): Promise<void> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    types: postgresTypes(),
    options: '-c work_mem=256MB',
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    const at = Date.now();
    const { lancamentos } = await foldLedger(db);
    log(
      `indicadores: ${String(lancamentos)} lançamentos … ${((Date.now() - at) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.destroy();
  }
}

async function storeId(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`select ${LOJA_ID_SQL} as id`);
    return rows[0]?.id ?? '';
  } finally {
    await client.end();
  }
}

/** The load of the dashboard on a running API: each month, whole and for one store, in turn. */
export async function dashboardLoad(databaseUrl: string, painelUrl: string): Promise<LoadCase> {
  const headers = await operatorHeaders(databaseUrl, painelUrl, 'financeiro');
  const prefix = new URL(painelUrl).pathname;
  const lojaId = await storeId(databaseUrl);
  const paths = months().flatMap((mes) => [
    `${prefix}/indicadores?mes=${mes}`,
    `${prefix}/indicadores?mes=${mes}&lojaId=${lojaId}`,
  ]);
  // The figures mean something only if every call is answered.
  for (const path of paths) {
    const answer = await fetch(new URL(path, painelUrl), { headers });
    if (answer.status !== 200) throw new Error(`${path} answered ${String(answer.status)}`);
  }
  let next = 0;
  return {
    url: new URL(paths[0] ?? '', painelUrl).href,
    headers,
    nextPath: () => paths[next++ % paths.length] ?? '',
  };
}

export interface DashboardCase {
  targets: Target[];
  lines: string[];
  report: { load: LoadResult; plans: PlanCheck } | null;
}

export async function measureDashboard(settings: Settings): Promise<DashboardCase> {
  if (!(await databaseExists(settings.postgresServer, SCALE_DATABASE))) {
    return {
      targets: [],
      lines: [`Indicadores: banco ${SCALE_DATABASE} ausente; rode npm run bench:dados para medir.`],
      report: null,
    };
  }
  const url = databaseUrl(settings, SCALE_DATABASE);
  const server = await startApiServer(url, undefined, { BENCH_SEED: '0' });
  let load: LoadResult;
  try {
    load = await runLoad(settings, server.pid, await dashboardLoad(url, server.ready.painelUrl));
  } finally {
    await server.stop();
  }
  const plans = await dashboardPlans(url, months(), await storeId(url));
  const targets: Target[] = [
    {
      engine: 'postgres',
      goal: `indicadores do programa na escala: p95 ≤ ${String(MAX_P95_MS)} ms`,
      measured: `${load.p95Ms.toFixed(1)} ms (${load.requestsPerSecond.toFixed(0)} req/s)`,
      pass: load.p95Ms <= MAX_P95_MS && load.non2xx === 0,
    },
    planTarget('indicadores na escala: sem Seq Scan de clientes, compras ou lançamentos', plans),
  ];
  const lines = [
    `Indicadores (${SCALE_DATABASE}, ${String(months().length)} meses, programa e uma loja, em rodízio): ` +
      `${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50Ms.toFixed(1)} ms, ` +
      `p95 ${load.p95Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms, não-2xx ${String(load.non2xx)}.`,
    'Planos (EXPLAIN ANALYZE, plano genérico) das consultas dos indicadores na escala:',
    ...plans.plans,
  ];
  return { targets, lines, report: { load, plans } };
}
