// The console's customer search at scale (bench/README.md, "Search"): an atendimento operator signed
// in to the API on the scale database (npm run bench:dados), searching by name (accents and case as
// people type them), CPF, phone and e-mail, one term after another, and the generic plans of each
// kind of term. Target: p95 ≤ 100 ms. Skipped, with a note, when the scale database is absent.
import { operatorHeaders } from '../cases/operator-session.ts';
import { startApiServer } from '../cases/api-cases.ts';
import { runLoad, type LoadCase, type LoadResult } from '../lib/load.ts';
import { databaseExists } from '../lib/postgres-admin.ts';
import { databaseUrl, type Settings } from '../lib/settings.ts';
import type { Target } from '../lib/targets.ts';
import { planTarget, searchPlans, type PlanCheck } from './plans.ts';
import { SCALE_DATABASE } from './scale.ts';

const MAX_P95_MS = 100;

/** What support types: names' starts, CPFs and phones masked or not, e-mails up to the domain. */
export const SEARCH_TERMS = [
  'maria',
  'João S',
  'jose d',
  'conceicao',
  'Ana C',
  'antônio',
  'leticia ar',
  'SEBASTIAO',
  'ângela g',
  'otavio m',
  '000.000.123',
  '00000045',
  '000.001.2',
  '(11) 00000-12',
  '110000987',
  'escala-1234@',
  'escala-77@fid',
] as const;

export interface SearchCase {
  targets: Target[];
  lines: string[];
  report: { load: LoadResult; plans: PlanCheck } | null;
}

/** The load of the search on a running API: every term in turn, first page of 25. */
export async function searchLoad(databaseUrl: string, painelUrl: string): Promise<LoadCase> {
  const headers = await operatorHeaders(databaseUrl, painelUrl);
  const prefix = new URL(painelUrl).pathname;
  const pathOf = (term: string) => `${prefix}/clientes?busca=${encodeURIComponent(term)}`;
  // The figures mean something only if every term is answered.
  for (const term of SEARCH_TERMS) {
    const answer = await fetch(new URL(pathOf(term), painelUrl), { headers });
    if (answer.status !== 200) throw new Error(`busca "${term}" answered ${String(answer.status)}`);
  }
  let next = 0;
  return {
    url: new URL(pathOf(SEARCH_TERMS[0]), painelUrl).href,
    headers,
    nextPath: () => pathOf(SEARCH_TERMS[next++ % SEARCH_TERMS.length] ?? ''),
  };
}

export async function measureSearch(settings: Settings): Promise<SearchCase> {
  if (!(await databaseExists(settings.postgresServer, SCALE_DATABASE))) {
    return {
      targets: [],
      lines: [`Busca: banco ${SCALE_DATABASE} ausente; rode npm run bench:dados para medir.`],
      report: null,
    };
  }
  const url = databaseUrl(settings, SCALE_DATABASE);
  const server = await startApiServer(url, undefined, { BENCH_SEED: '0' });
  let load: LoadResult;
  try {
    load = await runLoad(settings, server.pid, await searchLoad(url, server.ready.painelUrl));
  } finally {
    await server.stop();
  }
  const plans = await searchPlans(url, SEARCH_TERMS);
  const targets: Target[] = [
    {
      engine: 'postgres',
      goal: `busca de clientes na escala: p95 ≤ ${String(MAX_P95_MS)} ms`,
      measured: `${load.p95Ms.toFixed(1)} ms (${load.requestsPerSecond.toFixed(0)} req/s)`,
      pass: load.p95Ms <= MAX_P95_MS && load.non2xx === 0,
    },
    planTarget('busca de clientes na escala: consultas por índice, sem Seq Scan', plans),
  ];
  const lines = [
    `Busca (${SCALE_DATABASE}, ${String(SEARCH_TERMS.length)} termos em rodízio): ` +
      `${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50Ms.toFixed(1)} ms, ` +
      `p95 ${load.p95Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms, não-2xx ${String(load.non2xx)}.`,
    'Planos (EXPLAIN ANALYZE, plano genérico) das consultas da busca na escala:',
    ...plans.plans,
  ];
  return { targets, lines, report: { load, plans } };
}
