// npm run bench:perfil -- <caso>: one API case of the bench under load while the API writes a V8 CPU
// profile to reports/prof (open it in Chrome's DevTools, Performance tab). Cases: extrato, cliente,
// compra and lote (the partner purchase, single and in batches of BENCH_LOTE), login, busca (the
// console's customer search) and indicadores (the console's dashboard), both on the scale database of
// npm run bench:dados.
import { runLoad, type LoadCase } from './lib/load.ts';
import { createDatabase, dropDatabase } from './lib/postgres-admin.ts';
import { databaseUrl, readSettings, type Settings } from './lib/settings.ts';
import { startApiServer, type ApiReady } from './cases/api-cases.ts';
import { searchLoad } from './dados/busca.ts';
import { dashboardLoad } from './dados/indicadores.ts';
import { SCALE_DATABASE } from './dados/scale.ts';
import { partnerHeaders, purchaseSource } from './cases/purchases.ts';
import { openSession } from './cases/session.ts';
import { STATEMENT_ENTRIES } from './servers/fixtures.ts';

const DATABASE = `fidelidade_bench_perfil_${String(process.pid)}`;

type CaseOf = (ready: ApiReady, settings: Settings, databaseUrl: string) => Promise<LoadCase>;

async function customerCall(ready: ApiReady, path: string): Promise<LoadCase> {
  const { apiUrl, fixtures } = ready;
  const session = await openSession(apiUrl, fixtures.email, fixtures.password, STATEMENT_ENTRIES);
  return { url: `${apiUrl}${path}`, headers: session.headers };
}

function purchaseCall(ready: ApiReady, batchSize: number | undefined): LoadCase {
  const { partnerUrl, fixtures } = ready;
  const source = purchaseSource(fixtures.customers, `p${String(Date.now())}`);
  const nextBody =
    batchSize === undefined
      ? () => JSON.stringify(source.next())
      : () => JSON.stringify({ compras: Array.from({ length: batchSize }, () => source.next()) });
  return {
    url: `${partnerUrl}/compras${batchSize === undefined ? '' : '/lote'}`,
    method: 'POST',
    headers: partnerHeaders(fixtures.storeKey),
    nextBody,
  };
}

async function loginCall(ready: ApiReady): Promise<LoadCase> {
  const { apiUrl, fixtures } = ready;
  const session = await openSession(apiUrl, fixtures.email, fixtures.password, STATEMENT_ENTRIES);
  return { url: `${apiUrl}/login`, method: 'POST', ...session.login };
}

const cases: Record<string, CaseOf> = {
  extrato: (ready) => customerCall(ready, '/extrato?meses=12'),
  cliente: (ready) => customerCall(ready, '/cliente'),
  compra: (ready) => Promise.resolve(purchaseCall(ready, undefined)),
  lote: (ready, settings) => Promise.resolve(purchaseCall(ready, settings.batchSize)),
  login: loginCall,
  busca: (ready, _settings, url) => searchLoad(url, ready.painelUrl),
  indicadores: (ready, _settings, url) => dashboardLoad(url, ready.painelUrl),
};

/** Cases measured on the scale database (left as it was) rather than a fresh one of their own. */
const ON_SCALE = new Set(['busca', 'indicadores']);

const name = process.argv[2] ?? 'extrato';
const caseOf = cases[name];
if (!caseOf) throw new Error(`caso desconhecido: ${name} (use ${Object.keys(cases).join(', ')})`);

const settings = readSettings();
const onScale = ON_SCALE.has(name);
const database = onScale ? SCALE_DATABASE : DATABASE;
if (!onScale) await createDatabase(settings.postgresServer, database);
try {
  const url = databaseUrl(settings, database);
  const server = await startApiServer(
    url,
    ['--cpu-prof', '--cpu-prof-dir=reports/prof'],
    onScale ? { BENCH_SEED: '0' } : {},
  );
  try {
    const result = await runLoad(settings, server.pid, await caseOf(server.ready, settings, url));
    const perRequest = name === 'lote' ? settings.batchSize : 1;
    console.log(
      `${name}: ${result.requestsPerSecond.toFixed(0)} req/s (${(result.requestsPerSecond * perRequest).toFixed(0)} por s), p50 ${String(result.p50Ms)} ms, p95 ${String(result.p95Ms)} ms, p99 ${String(result.p99Ms)} ms, não-2xx ${String(result.non2xx)}, pico RSS ${(result.peakRssBytes / 1048576).toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
} finally {
  if (!onScale) await dropDatabase(settings.postgresServer, database);
}
console.log('Perfil em reports/prof.');
