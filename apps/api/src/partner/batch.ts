// POST compras/lote: up to 1,000 purchases, each checked on its own and answered on its own (a bad
// item does not stop the others). The good ones are recorded in one statement (batch-statement.ts),
// in the batch's order; a batch that repeats an id, or that loses a race with a concurrent call, is
// recorded one item after another instead. A retried batch is safe either way: every item is
// idempotent on its idCompraLoja.
import { firstMessage } from '@fidelidade/domain/validation/first-message';
import type { Executor } from '../db/executor.ts';
import { isDeadlock, violatedUniqueIndex } from '../http/database-errors.ts';
import { ApiError } from '../http/envelope.ts';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { ProgrammeRulesBook } from '../loyalty/programme-rules.ts';
import { insertPurchases } from './batch-statement.ts';
import type { CompraContract, CompraInput, CompraResult } from './contracts.ts';
import type { Outcome } from './outcome.ts';
import { PURCHASE_ID_INDEX, type InsertOutcome } from './purchase-statement.ts';
import { purchaseOutcome, recordPurchase } from './purchases.ts';

export interface BatchItem {
  indice: number;
  idCompraLoja: string | null;
  status: 'success' | 'error';
  responseCode: number;
  message: string;
  data: CompraResult | null;
}

interface ValidItem {
  indice: number;
  input: CompraInput;
}

function storeIdOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || !('idCompraLoja' in item)) return null;
  return typeof item.idCompraLoja === 'string' ? item.idCompraLoja : null;
}

function failed(indice: number, idCompraLoja: string | null, code: number, message: string) {
  return {
    indice,
    idCompraLoja,
    status: 'error',
    responseCode: code,
    message,
    data: null,
  } as const;
}

/** One item's answer: what recording it gave, or the error it was refused with. */
async function answer(
  indice: number,
  idCompraLoja: string,
  record: () => Promise<Outcome<CompraResult>>,
): Promise<BatchItem> {
  try {
    const outcome = await record();
    return {
      indice,
      idCompraLoja,
      status: 'success',
      responseCode: outcome.statusCode,
      message: outcome.message,
      data: outcome.data,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return failed(indice, idCompraLoja, error.statusCode, error.message);
  }
}

/** Where and when a batch is recorded. */
interface Batch {
  db: Executor;
  rules: ProgrammeRulesBook;
  lojaId: string;
  now: Date;
}

/** The statement's outcome for every valid item, or undefined when they must go one by one. */
async function insertTogether(
  { db, rules, lojaId, now }: Batch,
  valid: readonly ValidItem[],
): Promise<InsertOutcome[] | undefined> {
  const ids = new Set(valid.map((item) => item.input.idCompraLoja));
  if (ids.size < valid.length) return undefined;
  const inputs = valid.map((item) => item.input);
  const latestMonth = inputs
    .map((input) => monthKey(input.dataHora))
    .reduce((a, b) => (a > b ? a : b));
  try {
    return await insertPurchases(db, lojaId, inputs, await rules.rulesAt(now, latestMonth), now);
  } catch (error) {
    if (violatedUniqueIndex(error) === PURCHASE_ID_INDEX || isDeadlock(error)) return undefined;
    throw error;
  }
}

async function recordValid(batch: Batch, valid: readonly ValidItem[]) {
  const { db, rules, lojaId, now } = batch;
  const outcomes = valid.length > 0 ? await insertTogether(batch, valid) : [];
  const answers: BatchItem[] = [];
  for (const [position, { indice, input }] of valid.entries()) {
    const outcome = outcomes?.[position];
    const record = outcome
      ? () => purchaseOutcome(db, lojaId, input, outcome, now)
      : () => recordPurchase(db, rules, lojaId, input, now);
    answers.push(await answer(indice, input.idCompraLoja, record));
  }
  return answers;
}

export async function recordBatch(
  db: Executor,
  rules: ProgrammeRulesBook,
  lojaId: string,
  items: readonly unknown[],
  contract: CompraContract,
) {
  const refused: BatchItem[] = [];
  const valid: ValidItem[] = [];
  for (const [indice, item] of items.entries()) {
    const parsed = contract.safeParse(item);
    if (parsed.success) valid.push({ indice, input: parsed.data });
    else refused.push(failed(indice, storeIdOf(item), 400, firstMessage(parsed.error)));
  }
  const batch = { db, rules, lojaId, now: new Date() };
  const resultados = [...refused, ...(await recordValid(batch, valid))].sort(
    (a, b) => a.indice - b.indice,
  );
  const count = (code: number) => resultados.filter((r) => r.responseCode === code).length;
  return {
    registradas: count(201),
    repetidas: count(200),
    comErro: resultados.filter((r) => r.status === 'error').length,
    resultados,
  };
}
