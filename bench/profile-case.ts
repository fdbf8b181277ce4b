// npm run bench:perfil -- <caso>: one API case of the bench under load while the API writes a V8 CPU
// profile to reports/prof (open it in Chrome's DevTools, Performance tab). Cases: extrato, cliente.
import { runLoad } from './lib/load.ts';
import { createDatabase, dropDatabase } from './lib/postgres-admin.ts';
import { databaseUrl, readSettings } from './lib/settings.ts';
import { startApiServer } from './cases/api-cases.ts';
import { openSession } from './cases/session.ts';
import { STATEMENT_ENTRIES } from './servers/fixtures.ts';

const DATABASE = 'fidelidade_bench_perfil';
const name = process.argv[2] ?? 'extrato';
const paths: Record<string, string> = { extrato: '/extrato?meses=12', cliente: '/cliente' };
const path = paths[name];
if (!path) throw new Error(`caso desconhecido: ${name} (use ${Object.keys(paths).join(' ou ')})`);

const settings = readSettings();
await createDatabase(settings.postgresServer, DATABASE);
try {
  const server = await startApiServer(databaseUrl(settings, DATABASE), [
    '--cpu-prof',
    '--cpu-prof-dir=reports/prof',
  ]);
  try {
    const { apiUrl, fixtures } = server.ready;
    const session = await openSession(apiUrl, fixtures.email, fixtures.password, STATEMENT_ENTRIES);
    const result = await runLoad(settings, server.pid, {
      url: `${apiUrl}${path}`,
      headers: session.headers,
    });
    console.log(`${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms`);
  } finally {
    await server.stop();
  }
} finally {
  await dropDatabase(settings.postgresServer, DATABASE);
}
console.log('Perfil em reports/prof.');
