// At scale: SIGTERM (what a container runtime sends before it stops a replica) during a burst of
// partner purchases. In-flight requests finish, the outbox worker and the database close cleanly, the
// process exits 0, and every purchase the API accepted (2xx) is stored once, with its ledger entry;
// nothing is half written. On PostgreSQL when DATABASE_URL is set, else on an embedded PGlite folder.
import { afterAll, describe, expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { openDatabase } from '../../src/db/database.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { createStore, sharedEnvironment, startApi, stopApi } from './api-process.ts';
import { processDatabase } from './process-database.ts';
import { purchaseWave } from './purchase-burst.ts';
import { holdPurchases } from './purchase-hold.ts';
import { POSTGRES_URL } from './scratch-database.ts';

// Big enough that the server is still working through it when the signal comes: one purchase is a
// single statement, and one customer's purchases queue on the month's counter row.
const WAVE = 200;
// PGlite on disk starts slowly (migrations, then the server opening it again).
const TIMEOUT_MS = 180_000;

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

describe(`graceful shutdown (${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'finishes in-flight purchases on SIGTERM and stores each accepted one exactly once',
    async () => {
      const kind = POSTGRES_URL ? 'postgres' : 'pglite';
      const { env: databaseEnv, open, remove } = await processDatabase(kind);
      cleanUps.push(remove);
      const env = sharedEnvironment({ ...databaseEnv, LIMIT_REGISTRATION_IP: '1000/1h' });
      // The store is created like an operator does, before the server holds the database.
      const key = await createStore(env, 'Loja Desligamento');
      const api = await startApi(env);
      cleanUps.push(async () => {
        await stopApi(api);
      });

      const payload = registrationPayload();
      const registered = await encryptedClient(api.apiUrl).request<Cliente>('POST', '/cliente', {
        body: payload,
      });
      expect(registered.status, api.output()).toBe(201);
      const store = { url: `${api.baseUrl}/parceiro/v1`, key };
      const { cpf } = registered.envelope.data;

      // A wave in flight, then SIGTERM, then a second wave that arrives while the server closes
      // (refused with 503 or at the socket, never half done). On PostgreSQL the wave is held at the
      // database until the signal has gone, so part of it is surely still in flight then; on PGlite
      // (one process: the test cannot hold it) the signal goes once the server has answered the first.
      const hold = open.kind === 'postgres' ? await holdPurchases(open.url) : undefined;
      if (hold) cleanUps.push(() => hold.release());
      const inFlight = purchaseWave(store, cpf, WAVE);
      await (hold ? hold.untilWaiting() : Promise.race(inFlight));
      const signalledAt = Date.now();
      api.child.kill('SIGTERM');
      const late = purchaseWave(store, cpf, WAVE / 4);
      await hold?.release();
      const attempts = await Promise.all([...inFlight, ...late]);
      expect(await api.exited, api.output()).toBe(0);
      // No error or fatal line (pino levels 50 and 60) while closing: the worker and pool stopped cleanly.
      expect(api.output()).not.toMatch(/"level":(50|60)/);

      const accepted = attempts.filter((a) => a.status !== undefined && a.status < 300);
      // Requests that were in flight when the signal came were answered, not dropped. (How many get in
      // before the close depends on the engine: PGlite runs queries on the server's one thread.)
      expect(accepted.filter((a) => a.answeredAt > signalledAt).length).toBeGreaterThan(0);
      const unexpected = attempts.filter(
        (a) => a.status !== undefined && ![201, 503].includes(a.status),
      );
      expect(unexpected).toEqual([]);

      const database = await openDatabase(open);
      try {
        const stored = await database.db
          .selectFrom('compras')
          .leftJoin('lancamentos', 'lancamentos.compra_id', 'compras.id')
          .select(['compras.id_compra_loja', 'compras.cliente_id', 'lancamentos.tipo'])
          .execute();
        const ids = stored.map((row) => row.id_compra_loja);
        // Each stored purchase once, with its one ledger entry.
        expect(new Set(ids).size).toBe(ids.length);
        expect(stored.every((row) => row.tipo === 'compra' && row.cliente_id !== null)).toBe(true);
        // Exactly the accepted ones: a request refused (503) or cut before it was read left nothing.
        expect([...ids].sort()).toEqual(accepted.map((a) => a.idCompraLoja).sort());
        // The pending balance is the sum of the stored purchases' cashback.
        const { saldo } = await database.db
          .selectFrom('saldos')
          .select('pendente_centavos as saldo')
          .executeTakeFirstOrThrow();
        const { soma } = await database.db
          .selectFrom('compras')
          .select((eb) => eb.fn.sum<string>('cashback_centavos').as('soma'))
          .executeTakeFirstOrThrow();
        expect(saldo).toBe(Number(soma));
      } finally {
        await database.close();
      }
    },
    TIMEOUT_MS,
  );
});
