// The API's calls under load, in a child process running src/app.ts: the
// encrypted statement and customer calls, the partner purchase (single and batch), and login.
import { API_NODE_FLAGS } from '../../apps/api/scripts/node-flags.ts';
import { productionEnvironment } from '../../apps/api/test/helpers/production-environment.ts';
import { benchNodeArgs, startServer, type ChildServer } from '../lib/child-server.ts';
import type { Engine, Figure } from '../lib/figures.ts';
import { runLoad, type LoadCase, type Reference } from '../lib/load.ts';
import { residentBytes } from '../lib/resident-memory.ts';
import type { Settings } from '../lib/settings.ts';
import type { Fixtures } from '../servers/fixtures.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, STATEMENT_ENTRIES } from '../servers/fixtures.ts';
import { rawArgon2 } from './argon2.ts';
import { checkPost, partnerHeaders, purchaseLoad, purchaseSource } from './purchases.ts';
import { openSession } from './session.ts';

export interface ApiReady {
  apiUrl: string;
  /** The operator console's API. */
  painelUrl: string;
  partnerUrl: string;
  argon2: { memoryKib: number; timeCost: number; parallelism: number };
  fixtures: Fixtures;
}

export interface ApiPass {
  figures: Figure[];
  argon2: ApiReady['argon2'];
  /** VmRSS after start-up and seeding, before any load. */
  idleRssBytes: number;
}

/**
 * The API as the bench runs it (servers/api.ts): production settings and the Node.js flags of
 * `npm start` (plus `nodeArgs`, by default BENCH_NODE_ARGS), on `databaseUrl` or PGlite.
 */
export function startApiServer(
  databaseUrl: string | undefined,
  nodeArgs?: readonly string[],
  env: Record<string, string> = {},
): Promise<ChildServer<ApiReady>> {
  return startServer<ApiReady>(
    'api.ts',
    {
      BENCH_DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...productionEnvironment(),
      ...env,
    },
    [...API_NODE_FLAGS, ...(nodeArgs ?? benchNodeArgs())],
  );
}

/** The cases whose target is a share of the database ceiling: measured in rounds beside it. */
const CEILING_CASES = new Set(['extrato', 'cliente']);

export async function measureApi(
  settings: Settings,
  engine: Engine,
  databaseUrl: string | undefined,
  withLogin: boolean,
  ceiling: Reference,
): Promise<ApiPass> {
  const server = await startApiServer(databaseUrl);
  try {
    const { apiUrl, partnerUrl, fixtures } = server.ready;
    const idleRssBytes = (await residentBytes(server.pid)) ?? 0;
    const session = await openSession(apiUrl, fixtures.email, fixtures.password, STATEMENT_ENTRIES);
    const single = purchaseSource(fixtures.customers, `c${String(Date.now())}`);
    const batched = purchaseSource(fixtures.customers, `l${String(Date.now())}`);
    const store = partnerHeaders(fixtures.storeKey);
    const batchBody = () =>
      JSON.stringify({ compras: Array.from({ length: settings.batchSize }, () => batched.next()) });
    await checkPost(`${partnerUrl}/compras`, store, JSON.stringify(single.next()));
    await checkPost(`${partnerUrl}/compras/lote`, store, batchBody());

    const cases: [string, string, number, LoadCase][] = [
      [
        'extrato',
        'GET extrato?meses=12 cifrado (50 lançamentos; cópia em memória)',
        1,
        { url: `${apiUrl}/extrato?meses=12`, headers: session.headers },
      ],
      ['cliente', 'GET cliente cifrado', 1, { url: `${apiUrl}/cliente`, headers: session.headers }],
      ['compra', 'POST compras (parceiro)', 1, purchaseLoad(partnerUrl, fixtures.storeKey, single)],
      [
        'lote',
        `POST compras/lote (${String(settings.batchSize)} por lote)`,
        settings.batchSize,
        {
          url: `${partnerUrl}/compras/lote`,
          method: 'POST',
          headers: store,
          nextBody: batchBody,
          minSeconds: 15,
        },
      ],
    ];
    if (withLogin) {
      cases.push([
        'login',
        'POST login cifrado (argon2id)',
        1,
        { url: `${apiUrl}/login`, method: 'POST', minSeconds: 15, ...session.login },
      ]);
    }
    // Login in rounds beside raw argon2id with the API's parameters.
    const argon2 = withLogin ? await rawArgon2(settings, server.ready.argon2) : undefined;
    const figures: Figure[] = [];
    for (const [name, label, perRequest, load] of cases) {
      const reference = CEILING_CASES.has(name) ? ceiling : name === 'login' ? argon2 : undefined;
      const result = await runLoad(settings, server.pid, load, reference);
      figures.push({ ...result, engine, name, label, perRequest });
    }
    return { figures, argon2: server.ready.argon2, idleRssBytes };
  } finally {
    await server.stop();
  }
}

/**
 * The statement read from the database on every call: the same call on a server that keeps no copy
 * (STATEMENT_CACHE_ENTRIES=0), on PostgreSQL the database the first server seeded.
 */
export async function measureUncachedStatement(
  settings: Settings,
  engine: Engine,
  databaseUrl: string | undefined,
  ceiling: Reference,
): Promise<Figure> {
  const server = await startApiServer(databaseUrl, undefined, {
    STATEMENT_CACHE_ENTRIES: '0',
    ...(databaseUrl ? { BENCH_SEED: '0' } : {}),
  });
  try {
    const { apiUrl } = server.ready;
    const session = await openSession(apiUrl, BENCH_EMAIL, BENCH_PASSWORD, STATEMENT_ENTRIES);
    const result = await runLoad(
      settings,
      server.pid,
      { url: `${apiUrl}/extrato?meses=12`, headers: session.headers },
      ceiling,
    );
    return {
      ...result,
      engine,
      name: 'extrato-banco',
      label: 'GET extrato?meses=12 cifrado (50 lançamentos; lido do banco)',
      perRequest: 1,
    };
  } finally {
    await server.stop();
  }
}
