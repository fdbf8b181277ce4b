// npm run bench:dados: (re)creates the scale database and fills it with dados/generate.sql, after the
// API's own migrations. `npm run bench:dados -- --apagar` only drops it.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { PasswordHasher } from '../../apps/api/src/auth/passwords.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { migrate } from '../../apps/api/src/db/migrator.ts';
import { createDatabase, dropDatabase } from '../lib/postgres-admin.ts';
import { databaseUrl, readSettings } from '../lib/settings.ts';
import { foldAtScale } from './indicadores.ts';
import { SCALE_CUSTOMERS, SCALE_DATABASE, SCALE_PASSWORD, SCALE_PURCHASES } from './scale.ts';

const settings = readSettings();
const log = (text: string) => process.stdout.write(`${text}\n`);

if (process.argv.includes('--apagar')) {
  await dropDatabase(settings.postgresServer, SCALE_DATABASE);
  log(`Banco ${SCALE_DATABASE} apagado.`);
  process.exit(0);
}

const started = Date.now();
await createDatabase(settings.postgresServer, SCALE_DATABASE);
const url = databaseUrl(settings, SCALE_DATABASE);
const database = await openDatabase({ kind: 'postgres', url });
await migrate(database.db);
await database.close();

const hash = await new PasswordHasher(loadConfig({ NODE_ENV: 'development' }).argon2).hash(
  SCALE_PASSWORD,
);
const template = await readFile(new URL('./generate.sql', import.meta.url), 'utf8');
// One instant for the whole script: each statement runs in a transaction of its own, so now() would
// move between them and a credit due just then would disagree with its balance.
const agora = new Date().toISOString();
const script = template
  .replaceAll(':customers', String(SCALE_CUSTOMERS))
  .replaceAll(':purchases', String(SCALE_PURCHASES))
  .replaceAll(':agora', `'${agora}'::timestamptz`);
const client = new pg.Client({ connectionString: url });
await client.connect();
const timed = async (label: string, sql: string, values: unknown[] = []) => {
  const at = Date.now();
  await client.query(sql, values);
  log(`${label} … ${((Date.now() - at) / 1000).toFixed(1)} s`);
};
try {
  // A bulk load's usual shape: the secondary indexes and unique constraints of the big tables are
  // dropped and rebuilt after (one sort each instead of millions of random inserts), and the
  // foreign-key triggers are off for this session (the script generates consistent ids; needs a
  // superuser, as the bench's postgres is). The primary keys stay: foreign keys reference them.
  const rebuilt = await client.query<{ name: string; drop: string; create: string }>(
    `select indexname as name, format('drop index %I', indexname) as drop, indexdef as create
     from pg_indexes
     where tablename = any($1) and indexname not in (select conname from pg_constraint)
     union all
     select conname, format('alter table %s drop constraint %I', conrelid::regclass, conname),
            format('alter table %s add constraint %I %s', conrelid::regclass, conname,
                   pg_get_constraintdef(oid))
     from pg_constraint
     where contype = 'u' and conrelid::regclass::text = any($1)`,
    [['compras', 'lancamentos', 'creditos_cashback', 'resgates']],
  );
  for (const { drop } of rebuilt.rows) await client.query(drop);
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  // The per-customer and per-month sums group millions of rows, and the credits are worked out in a
  // temporary table of two million: in memory rather than spilled to disk.
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set temp_buffers = '1GB'`);
  // Statement by statement, so the log shows where the time goes; $1 only in the one that needs it.
  const statements = script.split(/;\s*\n/).map((text) => text.replace(/^(\s*--.*\n)+/, '').trim());
  for (const sql of statements.filter(Boolean)) {
    await timed(sql.split('\n')[0] ?? '', sql, sql.includes('$1') ? [hash] : []);
  }
  for (const { name, create } of rebuilt.rows) await timed(`índice ${name}`, create);
  await client.query(`set session_replication_role = origin`);
  // The dashboard's summaries, as the migrations, the ratings' trigger and the fold job leave them on
  // a live base: the releases the credits show, the ratings summed (0056, whose trigger this bulk
  // session did not fire), then every ledger entry folded in (0052_indicadores.sql).
  await timed('indicadores: abertura', 'select indicadores_abertura()');
  await timed('indicadores: avaliações', 'select indicadores_somar_avaliacoes()');
  await foldAtScale(url, log);
  // What autovacuum leaves once a table settles: statistics, and the visibility map that lets an
  // index-only scan (the search's counts) skip the table.
  await timed('vacuum analyze', 'vacuum analyze');
} finally {
  await client.end();
}
log(
  `Banco ${SCALE_DATABASE}: ${String(SCALE_CUSTOMERS)} clientes, ${String(SCALE_PURCHASES)} compras ` +
    `em ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
