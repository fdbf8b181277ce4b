// "Hostile input": thousands of generated malformed requests across every route the app
// serves (read from the instance, so new routes join by themselves). No answer may be a 5xx, every one
// is the pt-BR envelope, the process keeps serving, memory stops growing, and since no request is
// valid, the database is exactly as it was. Replay a failure with FUZZ_SEED=<seed printed>.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { fetchDayKey, type HeldKey } from '../helpers/encrypted-client.ts';
import { answerProblem, failureReport, type Answer } from './answer-check.ts';
import { bogusCredentials } from './bogus-credentials.ts';
import { databaseFingerprint, type Fingerprint } from './database-fingerprint.ts';
import { buildSeededApp, type FuzzApp } from './fuzz-app.ts';
import { heapAfterGc } from './heap.ts';
import { sendByInject, sendOverHttp } from './http-send.ts';
import {
  describeRequest,
  materialize,
  planRequests,
  type MaterializedRequest,
} from './malformed-requests.ts';
import { routeCatalogue, type CatalogueRoute } from './route-catalogue.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
// Enough that the bounded caches (sessions, statements, limits) are full by the time the heap is first
// measured, a fifth of the way in: what grows after that is a leak.
const INJECTED = 15_000;
const OVER_HTTP = 300;
/** How much the heap may grow over the last 80% of the run: far below what a per-request leak adds. */
const HEAP_GROWTH_LIMIT = 24 * 1024 * 1024;
const MAX_REPORTED = 10;

describeEachDatabase('hostile input', (database) => {
  let api: FuzzApp;
  let before: Fingerprint;
  let held: HeldKey;
  let credentials: string[];
  let routes: CatalogueRoute[];
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    api = await buildSeededApp(database);
    before = await databaseFingerprint(api.app.database.db);
    held = await fetchDayKey(api.apiUrl);
    credentials = await bogusCredentials(api.config.jwtSecret);
    routes = routeCatalogue(api.app);
    process.on('unhandledRejection', recordUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', recordUnhandled);
    await api.close();
  });

  const pageRoutes = () => [`${api.config.apiPrefix}/docs`, `${api.config.apiPrefix}/documentos/`];

  function check(index: number, sent: MaterializedRequest, answer: Answer, failures: string[]) {
    const problem = answerProblem(answer, pageRoutes());
    if (problem && failures.length < MAX_REPORTED) {
      failures.push(`#${index} ${problem}\n${describeRequest(sent)}`);
    }
  }

  it('finds every route of the app, the encrypted ones and the partner API among them', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/cliente',
        'DELETE /api/cliente',
        'POST /api/enviar_confirmacao',
        'POST /api/confirmar_contato',
        'POST /api/avaliacao/:hash',
        'POST /api/reivindicar_cpf',
        'POST /api/confirmar_reivindicacao',
        'GET /api/chave/:weekday/:day/:month',
        'POST /parceiro/v1/compras/:id/cancelamento',
        'OPTIONS *',
      ]),
    );
    expect(routes.find((route) => route.url === '/api/login')?.fields).toEqual(['email', 'senha']);
  });

  it(`answers ${INJECTED} malformed requests with the pt-BR envelope and never a 5xx`, async () => {
    const plans = planRequests(routes, credentials.length, SEED, INJECTED);
    const covered = new Set(plans.map((plan) => plan.route));
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);

    const failures: string[] = [];
    let warmHeap = 0;
    for (const [index, plan] of plans.entries()) {
      if (index === INJECTED / 5) warmHeap = heapAfterGc();
      const sent = await materialize(plan, held, credentials);
      check(index, sent, await sendByInject(api.app, sent), failures);
    }
    expect(failures, failureReport(SEED, failures, api.loggedErrors())).toEqual([]);
    expect(unhandled).toEqual([]);
    const growth = heapAfterGc() - warmHeap;
    expect(growth, `o heap cresceu ${Math.round(growth / 1024)} KiB`).toBeLessThan(
      HEAP_GROWTH_LIMIT,
    );
  }, 120_000);

  it(`answers ${OVER_HTTP} of them over real HTTP the same way`, async () => {
    const plans = planRequests(routes, credentials.length, SEED + 1, OVER_HTTP);
    const failures: string[] = [];
    for (const [index, plan] of plans.entries()) {
      const sent = await materialize(plan, held, credentials);
      const answer = await sendOverHttp(api.baseUrl, sent).catch((error: unknown) => {
        throw new Error(`#${index} ${String(error)}\n${describeRequest(sent)}`);
      });
      check(index, sent, answer, failures);
    }
    expect(failures, failureReport(SEED, failures, api.loggedErrors())).toEqual([]);
  }, 60_000);

  it('keeps serving, with the database exactly as before', async () => {
    const health = await fetch(`${api.apiUrl}/saude`, { headers: { encrypt: 'true' } });
    expect(health.status).toBe(200);
    expect(await databaseFingerprint(api.app.database.db)).toEqual(before);
    expect(unhandled).toEqual([]);
  });
});
