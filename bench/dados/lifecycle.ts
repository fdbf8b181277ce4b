// The cashback lifecycle at scale (bench/README.md, "Lifecycle"): on a copy of the scale database (npm run
// bench:dados), the purchase load alone, then the same load while the API runs one day's release and
// expiry. The generator leaves the credits due at the last 00:00 São Paulo before it ran for the job;
// runLifecycle runs at that instant (the earliest pending release), so the work is one day's whenever
// the bench runs. A copy, because the run changes what it finds: each run starts from the same data.
import { request } from 'node:http';
import pg from 'pg';
import { startApiServer } from '../cases/api-cases.ts';
import { purchaseLoad, purchaseSource } from '../cases/purchases.ts';
import { runLoad, runLoadWhile, type LoadResult } from '../lib/load.ts';
import { copyDatabase, databaseExists, dropDatabase } from '../lib/postgres-admin.ts';
import { databaseUrl, type Settings } from '../lib/settings.ts';
import type { Target } from '../lib/targets.ts';
import { LIFECYCLE_PATH, type LifecycleAnswer } from '../servers/lifecycle-route.ts';
import { SCALE_DATABASE } from './scale.ts';

const LIFECYCLE_DATABASE = 'fidelidade_bench_ciclo';
/** The scheduler starts a run every minute: a day's work should be done before the next one starts. */
const MAX_RUN_SECONDS = 60;
const MAX_P99_RATIO = 2;

export interface LifecycleCase {
  targets: Target[];
  lines: string[];
  report: { dueAt: string; run: LifecycleAnswer; alone: LoadResult; during: LoadResult } | null;
}

/** The earliest release still pending: the 00:00 whose releases and expiries the generator left due. */
async function dueInstant(url: string): Promise<Date> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ em: Date | null }>(
      `select min(libera_em) as em from creditos_cashback where estado = 'pendente'`,
    );
    const em = rows[0]?.em;
    if (!em) throw new Error('no pending credit: regenerate with npm run bench:dados');
    return em;
  } finally {
    await client.end();
  }
}

/** POST /bench/ciclo on the API (node:http: the run may outlast fetch's wait for headers). */
function runLifecycleOn(apiUrl: string, agora: Date): Promise<LifecycleAnswer> {
  const url = new URL(LIFECYCLE_PATH, apiUrl);
  const body = JSON.stringify({ agora: agora.toISOString() });
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode === 200) resolve(JSON.parse(text) as LifecycleAnswer);
          else
            reject(new Error(`${LIFECYCLE_PATH} answered ${String(response.statusCode)}: ${text}`));
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

export async function measureLifecycle(settings: Settings): Promise<LifecycleCase> {
  if (!(await databaseExists(settings.postgresServer, SCALE_DATABASE))) {
    return {
      targets: [],
      lines: [`Ciclo: banco ${SCALE_DATABASE} ausente; rode npm run bench:dados para medir.`],
      report: null,
    };
  }
  await copyDatabase(settings.postgresServer, SCALE_DATABASE, LIFECYCLE_DATABASE);
  try {
    const url = databaseUrl(settings, LIFECYCLE_DATABASE);
    const dueAt = await dueInstant(url);
    // Seeds a store with a key and the customers the purchases spread over, as in the compra case.
    const server = await startApiServer(url, undefined, { BENCH_CICLO: '1' });
    try {
      const { apiUrl, partnerUrl, fixtures } = server.ready;
      const source = purchaseSource(fixtures.customers, `ciclo${String(Date.now())}`);
      const purchases = purchaseLoad(partnerUrl, fixtures.storeKey, source);
      const alone = await runLoad(settings, server.pid, purchases);
      const during = await runLoadWhile(settings, server.pid, purchases, () =>
        runLifecycleOn(apiUrl, dueAt),
      );
      return report(dueAt, during.result, alone, during.load);
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase(settings.postgresServer, LIFECYCLE_DATABASE);
  }
}

function report(
  dueAt: Date,
  run: LifecycleAnswer,
  alone: LoadResult,
  during: LoadResult,
): LifecycleCase {
  const seconds = run.ms / 1000;
  const ratio = during.p99Ms / alone.p99Ms;
  const targets: Target[] = [
    {
      engine: 'postgres',
      goal: `ciclo: um dia de liberações e expirações ≤ ${String(MAX_RUN_SECONDS)} s sob compras`,
      measured: `${seconds.toFixed(1)} s (${String(run.liberados)} + ${String(run.expirados)} créditos)`,
      pass: seconds <= MAX_RUN_SECONDS,
    },
    {
      engine: 'postgres',
      goal: `ciclo: compra p99 durante o job ≤ ${String(MAX_P99_RATIO)}× a sem ele`,
      measured: `${during.p99Ms.toFixed(1)} ms vs ${alone.p99Ms.toFixed(1)} ms = ${ratio.toFixed(2)}×`,
      pass: ratio <= MAX_P99_RATIO,
    },
  ];
  const figures = (load: LoadResult) =>
    `${load.requestsPerSecond.toFixed(0)} compras/s, p50 ${load.p50Ms.toFixed(1)} ms, ` +
    `p99 ${load.p99Ms.toFixed(1)} ms, não-2xx ${String(load.non2xx)}`;
  const lines = [
    `Ciclo (cópia de ${SCALE_DATABASE}, runLifecycle às ${dueAt.toISOString()}): ` +
      `${String(run.liberados)} créditos liberados e ${String(run.expirados)} expirados em ${seconds.toFixed(1)} s.`,
    `Ciclo: POST compras sem o job: ${figures(alone)}; durante: ${figures(during)}.`,
  ];
  return { targets, lines, report: { dueAt: dueAt.toISOString(), run, alone, during } };
}
