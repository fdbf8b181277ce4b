// The statement call on the scale database (npm run bench:dados) for a customer with
// the same 50 entries, against the same call on the almost empty bench database of this run, plus
// the plans of its queries. Skipped, with a note, when the scale database was not generated.
import { openSession } from '../cases/session.ts';
import { startApiServer } from '../cases/api-cases.ts';
import type { Figure } from '../lib/figures.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { databaseExists } from '../lib/postgres-admin.ts';
import { databaseUrl, type Settings } from '../lib/settings.ts';
import type { Target } from '../lib/targets.ts';
import { planTarget, statementPlans, type PlanCheck } from './plans.ts';
import { SCALE_DATABASE, SCALE_EMAIL, SCALE_PASSWORD } from './scale.ts';

export interface Growth {
  targets: Target[];
  lines: string[];
  report: { scale: LoadResult; plans: PlanCheck } | null;
}

export async function measureGrowth(
  settings: Settings,
  small: Figure | undefined,
): Promise<Growth> {
  if (!(await databaseExists(settings.postgresServer, SCALE_DATABASE))) {
    return {
      targets: [],
      lines: [`Escala: banco ${SCALE_DATABASE} ausente; rode npm run bench:dados para medir.`],
      report: null,
    };
  }
  const url = databaseUrl(settings, SCALE_DATABASE);
  const server = await startApiServer(url, undefined, {
    BENCH_SEED: '0',
    // The query at scale is what is measured, not a copy kept in memory.
    STATEMENT_CACHE_ENTRIES: '0',
  });
  let scale: LoadResult;
  try {
    const session = await openSession(server.ready.apiUrl, SCALE_EMAIL, SCALE_PASSWORD, 50);
    scale = await runLoad(settings, server.pid, {
      url: `${server.ready.apiUrl}/extrato?meses=12`,
      headers: session.headers,
    });
  } finally {
    await server.stop();
  }
  const plans = await statementPlans(url, SCALE_EMAIL);
  const targets: Target[] = [
    {
      engine: 'postgres',
      goal: 'escala: extrato p95 ≤ 1,5× o do banco quase vazio',
      measured: small
        ? `${scale.p95Ms.toFixed(1)} ms vs ${small.p95Ms.toFixed(1)} ms = ${(scale.p95Ms / small.p95Ms).toFixed(2)}×`
        : `${scale.p95Ms.toFixed(1)} ms (sem referência)`,
      pass: small !== undefined && scale.p95Ms <= 1.5 * small.p95Ms,
    },
    planTarget('escala: consultas do extrato por índice, sem Seq Scan', plans),
  ];
  const lines = [
    `Escala (${SCALE_DATABASE}): extrato ${scale.requestsPerSecond.toFixed(0)} req/s, ` +
      `p95 ${scale.p95Ms.toFixed(1)} ms, p99 ${scale.p99Ms.toFixed(1)} ms, não-2xx ${String(scale.non2xx)}.`,
    'Planos (EXPLAIN ANALYZE) das consultas do extrato na escala:',
    ...plans.plans,
  ];
  return { targets, lines, report: { scale, plans } };
}
