// Faults: the API process killed outright (SIGKILL: no close, no cleanup) in the middle of a
// burst of partner purchases and redemptions, then started again on the same database. Nothing the API
// acknowledged is lost, nothing is stored twice, every balance equals the sum of its ledger entries and
// none is below zero: straight after the kill, and again after the till has sent the unanswered calls
// once more. On the embedded PGlite folder, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, describe, expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { DATABASE_KINDS } from '../helpers/test-database.ts';
import {
  createStore,
  sharedEnvironment,
  startApi,
  stopApi,
  type ApiProcess,
} from '../scale/api-process.ts';
import { processDatabase } from '../scale/process-database.ts';
import {
  isAcknowledged,
  newPurchase,
  sendPurchase,
  type Answer,
  type Attempt,
  type Store,
} from '../scale/purchase-burst.ts';
import { notExactlyOnce, readLedgerState, unbalanced, type LedgerState } from './ledger-state.ts';
import { newRedemption, sendRedemption, type RedemptionAttempt } from './redemption-burst.ts';

const CUSTOMERS = 3;
const SEED_PURCHASES = 2;
const PURCHASES_EACH = 15;
const REDEMPTIONS_EACH = 8;
// More than the seeds give (2 × R$ 1,50): whether a redemption passes depends on the purchases that
// got in before it, so some are refused (422) and the balances are pushed towards zero.
const REDEMPTION_CENTAVOS = 600;
/** How many of the burst's calls the API answers before it is killed. */
const KILL_AFTER_ANSWERS = 20;
// PGlite on disk starts slowly, and here it starts twice and is opened twice by the test.
const TIMEOUT_MS = 240_000;

async function registerCustomer(api: ApiProcess): Promise<string> {
  const response = await encryptedClient(api.apiUrl).request<Cliente>('POST', '/cliente', {
    body: registrationPayload(),
  });
  expect(response.status, api.output()).toBe(201);
  return response.envelope.data.cpf;
}

/** Resolves once `count` of the calls have ended. */
function settledCount(calls: Promise<unknown>[], count: number): Promise<void> {
  let settled = 0;
  return new Promise((done) => {
    for (const call of calls) {
      void call.finally(() => {
        settled += 1;
        if (settled === count) done();
      });
    }
  });
}

const answeredWith = (answer: Answer, statuses: number[]) =>
  answer.status === undefined || statuses.includes(answer.status);

function expectConsistent(
  state: LedgerState,
  stored: { compras: string[]; resgates: string[] },
): void {
  expect(notExactlyOnce(state.compraIds, stored.compras)).toEqual({});
  expect(notExactlyOnce(state.resgateIds, stored.resgates)).toEqual({});
  expect(new Set(state.compraIds).size).toBe(state.compraIds.length);
  expect(new Set(state.resgateIds).size).toBe(state.resgateIds.length);
  expect(state.withoutOneEntry).toBe(0);
  expect(state.customers).toHaveLength(CUSTOMERS);
  expect(state.monthSummary.stored).toEqual(state.monthSummary.recounted);
  expect(unbalanced(state.customers)).toEqual([]);
}

describe.each(DATABASE_KINDS)('API process killed (SIGKILL) during writes, on %s', (kind) => {
  const cleanUps: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it(
    'restarts on the same database with every acknowledged write stored once',
    async () => {
      const database = await processDatabase(kind);
      cleanUps.push(database.remove);
      const env = sharedEnvironment({ ...database.env, LIMIT_REGISTRATION_IP: '1000/1h' });
      // The store is created like an operator does, before the server holds the database.
      const key = await createStore(env, 'Loja Queda da API');
      const first = await startApi(env);
      cleanUps.push(() => stopApi(first));
      const cpfs: string[] = [];
      for (let index = 0; index < CUSTOMERS; index += 1) cpfs.push(await registerCustomer(first));
      const firstStore: Store = { url: `${first.baseUrl}/parceiro/v1`, key };

      // Some cashback to spend first: purchases past the carência, so available at once.
      const pastCarencia = new Date(Date.now() - 40 * 86_400_000);
      const seeds = cpfs.flatMap((cpf) =>
        Array.from({ length: SEED_PURCHASES }, () => newPurchase(cpf, 3000, pastCarencia)),
      );
      for (const seed of seeds) {
        expect((await sendPurchase(firstStore, seed)).status, first.output()).toBe(201);
      }

      // The burst, purchases and redemptions interleaved; once the API has answered a part of it, the
      // process is killed.
      const purchaseCalls: Promise<Attempt>[] = [];
      const redemptionCalls: Promise<RedemptionAttempt>[] = [];
      for (const cpf of cpfs) {
        for (let index = 0; index < PURCHASES_EACH; index += 1) {
          purchaseCalls.push(sendPurchase(firstStore, newPurchase(cpf)));
          if (index < REDEMPTIONS_EACH) {
            redemptionCalls.push(
              sendRedemption(firstStore, newRedemption(cpf, REDEMPTION_CENTAVOS)),
            );
          }
        }
      }
      await settledCount([...purchaseCalls, ...redemptionCalls], KILL_AFTER_ANSWERS);
      first.child.kill('SIGKILL');
      await first.exited;
      const purchases = await Promise.all(purchaseCalls);
      const redemptions = await Promise.all(redemptionCalls);
      // Answered before the kill: recorded (or, for a redemption, refused for want of balance). The rest
      // had their connection cut: the kill came in the middle of the burst.
      expect(purchases.filter((a) => !answeredWith(a, [201]))).toEqual([]);
      expect(redemptions.filter((a) => !answeredWith(a, [201, 422]))).toEqual([]);
      const cut = [...purchases, ...redemptions].filter((a) => a.status === undefined);
      expect(cut.length).toBeGreaterThan(0);

      // Before any restart, the database opens as the kill left it (PGlite recovers its folder).
      const afterKill = await readLedgerState(database.open);
      expectConsistent(afterKill, {
        compras: [
          ...seeds.map((s) => s.idCompraLoja),
          ...purchases.filter(isAcknowledged).map((a) => a.idCompraLoja),
        ],
        resgates: redemptions.filter(isAcknowledged).map((a) => a.idResgateLoja),
      });

      // Started again on the same database, the API serves, and the till sends each unanswered call
      // again: a purchase is recorded now or was recorded after all (200); never twice.
      const second = await startApi(env);
      cleanUps.push(() => stopApi(second));
      const secondStore: Store = { url: `${second.baseUrl}/parceiro/v1`, key };
      const retriedPurchases = await Promise.all(
        purchases
          .filter((a) => a.status === undefined)
          .map((a) => sendPurchase(secondStore, a.body)),
      );
      expect(retriedPurchases.filter((a) => a.status !== 200 && a.status !== 201)).toEqual([]);
      const unanswered = redemptions.filter((a) => a.status === undefined);
      const retriedRedemptions = await Promise.all(
        unanswered.map((a) => sendRedemption(secondStore, a.body)),
      );
      expect(retriedRedemptions.filter((a) => !answeredWith(a, [200, 201, 422]))).toEqual([]);
      expect(retriedRedemptions.every((a) => a.status !== undefined)).toBe(true);
      expect(await stopApi(second), second.output()).toBe(0);

      // Every purchase sent is stored once; a redemption is stored once when its last answer was a
      // success, and not at all when it was refused.
      const final = await readLedgerState(database.open);
      const lastAnswers = [
        ...redemptions.filter((a) => a.status !== undefined),
        ...retriedRedemptions,
      ];
      expectConsistent(final, {
        compras: [...seeds, ...purchases.map((a) => a.body)].map((body) => body.idCompraLoja),
        resgates: lastAnswers.filter(isAcknowledged).map((a) => a.idResgateLoja),
      });
      expect(final.compraIds).toHaveLength(seeds.length + purchases.length);
      expect([...final.resgateIds].sort()).toEqual(
        lastAnswers
          .filter(isAcknowledged)
          .map((a) => a.idResgateLoja)
          .sort(),
      );
    },
    TIMEOUT_MS,
  );
});
