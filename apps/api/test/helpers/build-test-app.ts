// The API as the tests use it: built from src/app.ts on a fresh database, migrated like at start-up,
// listening on 127.0.0.1 on a free port, called over real HTTP with fetch (STYLE "Tests").
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrator.ts';
import { DATABASE_KINDS, defaultDatabaseKind, openTestDatabase } from './test-database.ts';
import { testConfig } from './test-config.ts';

export interface TestAppOptions extends Omit<BuildOptions, 'database'> {
  /** Which engine; by default PostgreSQL when DATABASE_URL is set, else PGlite. */
  database?: DatabaseKind;
  config?: Partial<Config>;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  databaseKind: DatabaseKind;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** The base URL plus the API prefix, e.g. `http://127.0.0.1:<port>/api`. */
  apiUrl: string;
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database: kind = defaultDatabaseKind(), config: overrides, ...buildOptions } = options;
  const config = testConfig(overrides);
  const testDatabase = await openTestDatabase(kind);
  const app = await buildApp(config, {
    jobsSchema: testDatabase.jobsSchema,
    ...buildOptions,
    database: testDatabase.database,
  });
  try {
    await migrate(app.database.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    await testDatabase.drop();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    databaseKind: kind,
    baseUrl,
    apiUrl: `${baseUrl}${config.apiPrefix}`,
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}

/** Runs a suite on PGlite and, when DATABASE_URL is set, again on PostgreSQL. */
export function describeEachDatabase(title: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of DATABASE_KINDS) {
    describe(`${title} [${kind}]`, () => {
      suite(kind);
    });
  }
}

/** Builds a test app before the enclosing suite's tests and closes it after them. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const ready = (): TestApp => {
    if (!current) throw new Error('the test app is used outside a test');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    get databaseKind() {
      return ready().databaseKind;
    },
    get baseUrl() {
      return ready().baseUrl;
    },
    get apiUrl() {
      return ready().apiUrl;
    },
    close: () => ready().close(),
  };
}
