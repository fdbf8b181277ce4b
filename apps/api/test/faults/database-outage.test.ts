// Faults: the PostgreSQL server dies (immediate shutdown) during a burst of partner purchases.
// While it is down the API answers 503 in the envelope and its health check says the database is down;
// once it is back the same API process serves again, and every purchase it acknowledged is stored
// exactly once, also after the till sends again the ones that failed. The server is a throwaway cluster
// of this test's own: the shared one other tests use is never stopped.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { apiMessages, partnerMessages } from '@fidelidade/domain/messages';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import {
  createStore,
  sharedEnvironment,
  startApi,
  stopApi,
  type ApiProcess,
} from '../scale/api-process.ts';
import {
  isAcknowledged,
  purchaseWave,
  sendPurchase,
  type Attempt,
} from '../scale/purchase-burst.ts';
import { notExactlyOnce, readLedgerState, unbalanced } from './ledger-state.ts';
import {
  startThrowawayPostgres,
  throwawayPostgresSkipReason,
  type ThrowawayPostgres,
} from './throwaway-postgres.ts';

const WAVE = 40;
const WHILE_DOWN = 10;
const RECOVERY_TIMEOUT_MS = 30_000;
const TIMEOUT_MS = 180_000;

const refusedInEnvelope = {
  status: 503,
  envelope: {
    status: 'error',
    message: apiMessages.serviceUnavailable,
    data: null,
    responseCode: 503,
  },
};

if (throwawayPostgresSkipReason) console.warn(`[faults] skipped: ${throwawayPostgresSkipReason}`);

describe.skipIf(throwawayPostgresSkipReason !== undefined)(
  'PostgreSQL stopped during a burst of calls',
  () => {
    let server: ThrowawayPostgres | undefined;
    let api: ApiProcess | undefined;
    afterAll(async () => {
      if (api) await stopApi(api);
      await server?.destroy();
    });

    it(
      'answers 503 while it is down, recovers by itself, and stores each acknowledged purchase once',
      async () => {
        server = await startThrowawayPostgres();
        const env = sharedEnvironment({
          DATABASE_URL: server.url,
          LIMIT_REGISTRATION_IP: '1000/1h',
        });
        const key = await createStore(env, 'Loja Queda do Banco');
        const running = await startApi(env);
        api = running;
        const customer = encryptedClient(running.apiUrl);
        const payload = registrationPayload();
        const registered = await customer.request<Cliente>('POST', '/cliente', { body: payload });
        expect(registered.status, running.output()).toBe(201);
        const login = () =>
          customer.request('POST', '/login', {
            body: { email: payload.dadosPessoais.email, senha: payload.dadosPessoais.senha },
          });
        const health = async () => {
          const response = await fetch(`${running.apiUrl}/saude`);
          return { status: response.status, envelope: await response.json() };
        };
        const store = { url: `${running.baseUrl}/parceiro/v1`, key };
        const { cpf } = registered.envelope.data;

        // A wave in flight; once the API has answered the first of it, the server is killed.
        const wave = purchaseWave(store, cpf, WAVE);
        await Promise.race(wave);
        await server.stop();
        const duringCrash = await Promise.all(wave);
        // Each one answered: stored, or refused in the envelope; none cut, none a 500.
        const odd = duringCrash.filter((a) => a.status !== 201 && a.status !== 503);
        expect(odd, running.output()).toEqual([]);
        for (const attempt of duringCrash.filter((a) => a.status === 503)) {
          expect(attempt).toMatchObject(refusedInEnvelope);
        }

        // While it is down: purchases, a customer's login and the health check all say so in pt-BR.
        const whileDown = await Promise.all(purchaseWave(store, cpf, WHILE_DOWN));
        for (const attempt of whileDown) expect(attempt).toMatchObject(refusedInEnvelope);
        const refusedLogin = await login();
        expect(refusedLogin.status).toBe(503);
        expect(refusedLogin.envelope).toEqual(refusedInEnvelope.envelope);
        expect(await health()).toEqual({
          status: 503,
          envelope: {
            status: 'error',
            message: apiMessages.databaseDown,
            data: null,
            responseCode: 503,
          },
        });

        // Back up; the same API process (no restart) serves again on its own.
        await server.start();
        await vi.waitFor(
          async () => {
            expect((await health()).status).toBe(200);
          },
          { timeout: RECOVERY_TIMEOUT_MS, interval: 200 },
        );
        expect(running.child.exitCode).toBeNull();
        const afterRecovery = await Promise.all(purchaseWave(store, cpf, WHILE_DOWN));
        expect(afterRecovery.map((a) => a.status)).toEqual(afterRecovery.map(() => 201));
        expect((await login()).status).toBe(200);

        // The till sends again each purchase that got no 2xx: each is recorded now (201), or was
        // recorded after all (200, the answer lost in the crash); and one acknowledged one again.
        const sent: Attempt[] = [...duringCrash, ...whileDown, ...afterRecovery];
        const failed = sent.filter((a) => !isAcknowledged(a));
        const retried = await Promise.all(failed.map((a) => sendPurchase(store, a.body)));
        const retriedOdd = retried.filter((a) => a.status !== 201 && a.status !== 200);
        expect(retriedOdd).toEqual([]);
        const [firstAcknowledged] = sent.filter(isAcknowledged);
        if (!firstAcknowledged) throw new Error('no purchase was acknowledged');
        const repeat = await sendPurchase(store, firstAcknowledged.body);
        expect(repeat.status).toBe(200);
        expect(repeat.envelope?.message).toBe(partnerMessages.purchaseAlreadyRecorded);

        // In the database: every purchase sent (acknowledged at first or on the retry) exactly once,
        // each with one ledger entry, and the balance equal to the ledger's sum.
        const state = await readLedgerState({ kind: 'postgres', url: server.url });
        const everyId = sent.map((a) => a.idCompraLoja);
        expect(notExactlyOnce(state.compraIds, everyId)).toEqual({});
        expect(state.compraIds).toHaveLength(everyId.length);
        expect(state.withoutOneEntry).toBe(0);
        expect(state.customers).toHaveLength(1);
        expect(state.monthSummary.stored).toEqual(state.monthSummary.recounted);
        expect(unbalanced(state.customers)).toEqual([]);
      },
      TIMEOUT_MS,
    );
  },
);
