// npm run bench (bench/README.md): ceilings, the API's calls on PostgreSQL and PGlite, login
// against raw argon2id, resident memory, and (after npm run bench:dados) the statement at scale, the
// console's customer search and programme dashboard at scale and a day's cashback release and expiry beside the purchase load.
// Prints the tables and writes reports/bench.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureApi, measureUncachedStatement } from './cases/api-cases.ts';
import { databaseCeiling, measureCeilings, startCeilingServer } from './cases/ceilings.ts';
import { measureSearch } from './dados/busca.ts';
import { measureDashboard } from './dados/indicadores.ts';
import { measureGrowth } from './dados/growth.ts';
import { measureLifecycle } from './dados/lifecycle.ts';
import type { Engine, Figure } from './lib/figures.ts';
import { createDatabase, dropDatabase } from './lib/postgres-admin.ts';
import { databaseUrl, readSettings } from './lib/settings.ts';
import { figuresTable, targetsTable } from './lib/table.ts';
import { engineTargets, loginTarget, type Target } from './lib/targets.ts';

const BENCH_DATABASE = 'fidelidade_bench';
const settings = readSettings();
const log = (text: string) => process.stdout.write(`${text}\n`);
const loadBefore = loadavg();

log(
  `Bench: ${String(settings.warmupSeconds)} s de aquecimento e ${String(settings.rounds)} rodadas de ` +
    `${String(settings.seconds)} s por caso (req/s: mediana das rodadas), ` +
    `${String(settings.connections)} conexões, sem pipelining, ` +
    `${String(settings.cores)} núcleos (API e gerador de carga em processos separados, disputando os mesmos núcleos).`,
);

/**
 * One engine's ceilings and API calls, the API's rounds beside the database ceiling's (its server stays
 * up meanwhile). The framework ceiling and login only on PostgreSQL: the same for both engines.
 */
async function measureEngine(engine: Engine, url: string | undefined) {
  const onPostgres = engine === 'postgres';
  const ceiling = await startCeilingServer(url);
  try {
    const ceilings = await measureCeilings(settings, engine, ceiling, onPostgres);
    const reference = databaseCeiling(settings, ceiling);
    const pass = await measureApi(settings, engine, url, onPostgres, reference);
    const uncached = await measureUncachedStatement(settings, engine, url, reference);
    return { ...pass, figures: [...ceilings, ...pass.figures, uncached] };
  } finally {
    await ceiling.stop();
  }
}

const figures: Figure[] = [];
await createDatabase(settings.postgresServer, BENCH_DATABASE);
let argon2;
const idleRss: Record<string, number> = {};
try {
  log('PostgreSQL: tetos e API…');
  const pass = await measureEngine('postgres', databaseUrl(settings, BENCH_DATABASE));
  figures.push(...pass.figures);
  argon2 = pass.argon2;
  idleRss.postgres = pass.idleRssBytes;
} finally {
  await dropDatabase(settings.postgresServer, BENCH_DATABASE);
}
if (settings.pglite) {
  log('PGlite (em memória, no processo da API): tetos e API…');
  const pglite = await measureEngine('pglite', undefined);
  figures.push(...pglite.figures);
  idleRss.pglite = pglite.idleRssBytes;
}
log('Escala (banco de npm run bench:dados)…');
const growth = await measureGrowth(
  settings,
  figures.find((f) => f.engine === 'postgres' && f.name === 'extrato-banco'),
);
log('Busca de clientes no painel (banco de npm run bench:dados)…');
const search = await measureSearch(settings);
log('Indicadores do programa no painel (banco de npm run bench:dados)…');
const dashboard = await measureDashboard(settings);
log('Ciclo (cópia do banco de npm run bench:dados)…');
const lifecycle = await measureLifecycle(settings);

const targets: Target[] = [
  ...engineTargets(figures, 'postgres'),
  ...[loginTarget(figures)].filter((t) => t !== undefined),
  ...growth.targets,
  ...search.targets,
  ...dashboard.targets,
  ...lifecycle.targets,
  ...engineTargets(figures, 'pglite'),
];
const loadAfter = loadavg();
log('');
log(figuresTable(figures));
log('');
const rawArgon2 = figures.find((f) => f.name === 'login')?.reference?.perSecond;
log(
  `argon2id: m=${String(argon2.memoryKib)} KiB, t=${String(argon2.timeCost)}, p=${String(argon2.parallelism)} ` +
    `(config da API; mínimo da OWASP m=19456 KiB, t=2, p=1): ` +
    `${rawArgon2?.toFixed(1) ?? '-'} verificações/s puras (mediana das rodadas, cada uma logo antes de uma do login).`,
);
for (const [engine, bytes] of Object.entries(idleRss)) {
  log(
    `API em repouso (${engine}, após semear, antes da carga): ${(bytes / 1024 / 1024).toFixed(0)} MB VmRSS.`,
  );
}
for (const line of [...growth.lines, ...search.lines, ...dashboard.lines, ...lifecycle.lines]) {
  log(line);
}
log('');
log(targetsTable(targets));
log(
  `\nCarga da máquina (loadavg 1 min) antes: ${loadBefore[0]?.toFixed(2) ?? '?'}, depois: ${loadAfter[0]?.toFixed(2) ?? '?'}.`,
);

const reportPath = fileURLToPath(new URL('../reports/bench.json', import.meta.url));
await mkdir(fileURLToPath(new URL('../reports/', import.meta.url)), { recursive: true });
const report = {
  at: new Date().toISOString(),
  settings,
  loadavg: { before: loadBefore, after: loadAfter },
  argon2: { params: argon2, rawVerificationsPerSecond: rawArgon2 },
  idleRssBytes: idleRss,
  figures,
  growth: growth.report,
  search: search.report,
  dashboard: dashboard.report,
  lifecycle: lifecycle.report,
  targets,
};
await writeFile(reportPath, `${JSON.stringify(report, null, 2)}\n`);
log(`Relatório: ${reportPath}`);
