// Every input answered, never a 5xx: thousands of requests valid in every part (the day key's envelope,
// a live session or a store's key, generous limits, a body that passes its contract) but one hostile
// value, over the customers' calls and the partner API, a few in flight at once, with a control group
// of the same calls left valid. No answer may be a 5xx, each is the pt-BR envelope, every call gets
// through when nothing is spoiled, and afterwards every customer's balance is the sum of their ledger
// entries. Replay a failure with FUZZ_SEED=<seed printed>.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isSingleLine } from '@fidelidade/domain/validation/required';
import { customerLedgers, unbalanced } from '../faults/ledger-state.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { answerProblem, failureReport } from './answer-check.ts';
import { sendByInject } from './http-send.ts';
import {
  CALL_NAMES,
  controlRequests,
  materialize,
  planRequests,
  type Plan,
} from './one-hostile-value.ts';
import { buildWorld, type World } from './valid-world.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const SPOILED = 5_000;
const CONTROLS_PER_CALL = 8;
/** Requests in flight at once: enough for concurrent writes to meet on a customer's rows. */
const IN_FLIGHT = 8;
const MAX_REPORTED = 10;

/** Runs `work` over `items` with at most `size` of them running at a time. */
async function inPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

/** The control group spread through the spoiled requests, so it meets them in flight. */
function interleave(spoiled: Plan[], controls: Plan[]): Plan[] {
  const every = Math.ceil(spoiled.length / controls.length);
  return spoiled.flatMap((plan, index) => {
    const control = index % every === 0 ? controls[index / every] : undefined;
    return control ? [control, plan] : [plan];
  });
}

describeEachDatabase('one hostile value in a valid request', (database) => {
  let world: World;
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    world = await buildWorld(database);
    process.on('unhandledRejection', recordUnhandled);
  }, 60_000);
  afterAll(async () => {
    process.off('unhandledRejection', recordUnhandled);
    await world.api.close();
  });

  it(`answers ${SPOILED} of them without a 5xx, and keeps the ledger balanced`, async () => {
    const plans = interleave(planRequests(SEED, SPOILED), controlRequests(SEED, CONTROLS_PER_CALL));
    let sequence = 0;
    const newId = () => `fz-${SEED}-${(sequence += 1)}`;
    const failures: string[] = [];
    const passed = new Set<string>();
    await inPool(plans, IN_FLIGHT, async (plan, index) => {
      const { request, shown } = await materialize(plan, world, newId);
      const answer = await sendByInject(world.api.app, request);
      if (answer.statusCode < 300) passed.add(plan.call.name);
      const problem = answerProblem(answer, []);
      if (problem && failures.length < MAX_REPORTED)
        failures.push(`#${index} ${problem}\n${shown}`);
    });

    expect(failures, failureReport(SEED, failures, world.api.loggedErrors())).toEqual([]);
    expect(unhandled).toEqual([]);
    // Valid but for the spoiled value: with nothing spoiled, every call gets through.
    expect([...passed].sort()).toEqual([...CALL_NAMES].sort());

    const db = world.api.app.database.db;
    const ledgers = await customerLedgers(db);
    expect(unbalanced(ledgers)).toEqual([]);
    // The batches of the largest amounts took some customer's balance past 2³¹ centavos.
    expect(Math.max(...ledgers.map((ledger) => ledger.saldo))).toBeGreaterThan(2 ** 31);
    // What was stored as one line of text holds no control character.
    const ids = await db.selectFrom('compras').select('id_compra_loja as text').execute();
    const names = await db.selectFrom('clientes').select('nome as text').execute();
    const subjects = await db.selectFrom('mensagens_contato').select('assunto as text').execute();
    const stored = [...ids, ...names, ...subjects].map((row) => row.text);
    expect(stored.filter((text) => !isSingleLine(text))).toEqual([]);
  }, 180_000);
});
