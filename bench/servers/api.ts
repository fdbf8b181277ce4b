// The API as production runs it (src/app.ts, migrations, the configuration read from the environment),
// on the bench's database, in its own process; it seeds the fixtures, then announces its URLs.
import type { AddressInfo } from 'node:net';
import { GENEROUS_LIMIT_SETTING } from '@fidelidade/test-kit/limits';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { migrate } from '../../apps/api/src/db/migrator.ts';
import { announceReady, benchDatabaseUrl } from '../lib/ready.ts';
import { seedFixtures } from './fixtures.ts';
import { lifecycleRoute } from './lifecycle-route.ts';

const url = benchDatabaseUrl();
const config = loadConfig({
  ...process.env,
  DATABASE_URL: url ?? '',
  DEMO_DATA: 'false',
  OUTBOX_WORKER: 'false',
  SCHEDULED_JOBS: 'false',
  NOTICES_WORKER: 'false',
  // The bench logs in one customer thousands of times from one address (right passwords, so only the
  // per-IP limit counts them), and sends tens of thousands of purchases a minute with one store key:
  // the limits would refuse them.
  LIMIT_LOGIN_IP: GENEROUS_LIMIT_SETTING,
  LIMIT_PARTNER_KEY: GENEROUS_LIMIT_SETTING,
});
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
const app = await buildApp(config, { database });
await migrate(app.database.db);
// BENCH_SEED=0: the database was filled beforehand (npm run bench:dados).
const fixtures =
  process.env.BENCH_SEED === '0'
    ? null
    : await seedFixtures(
        app.database.db,
        app.passwords,
        Number(process.env.BENCH_CLIENTES ?? '1000'),
      );
if (process.env.BENCH_CICLO === '1') lifecycleRoute(app);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const base = `http://127.0.0.1:${String(port)}`;
announceReady({
  apiUrl: `${base}${config.apiPrefix}`,
  painelUrl: `${base}${config.painel.apiPrefix}`,
  partnerUrl: `${base}${config.partnerPrefix}`,
  argon2: config.argon2,
  fixtures,
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
