// Starts the API: reads the configuration, applies the migrations, listens, and closes gracefully on
// SIGTERM/SIGINT (STYLE apps/api). `npm start` runs this after building the web app.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrate } from './db/migrator.ts';
import { demoBanner, seedDemoData, type DemoData } from './demo/demo-data.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nVeja .env.example na raiz do repositório.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config);
let demo: DemoData | null = null;

try {
  const applied = await migrate(app.database.db);
  if (applied.length > 0) {
    app.log.info(
      { migrations: applied.map((m) => `${String(m.version).padStart(4, '0')}_${m.name}`) },
      'migrations applied',
    );
  }
  if (config.demoData) demo = await seedDemoData(app);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
const url = `http://${shownHost}:${port}`;
process.stdout.write(
  `\nFidelidade rodando em ${url}\n` +
    `  API em ${url}${config.apiPrefix}, documentação em ${url}${config.apiPrefix}/docs\n` +
    `  Banco: ${app.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`}\n\n`,
);
if (demo) process.stdout.write(demoBanner(demo, `${url}${config.partnerPrefix}`));

const CLOSE_IDLE_EVERY_MS = 100;
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Graceful shutdown: app.close() stops accepting, lets requests in flight finish (new ones
    // get 503), stops the outbox worker, then closes the database. A keep-alive connection whose request
    // finished after the close began would hold it open until its timeout (72 s), so idle connections
    // are closed as they appear.
    const closeIdle = setInterval(() => {
      app.server.closeIdleConnections();
    }, CLOSE_IDLE_EVERY_MS);
    closeIdle.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}
