// Records a purchase (DESIGN decisions 4 and 5; docs/decisions/0002-cashback-ledger.md).
// Idempotent on (store, idCompraLoja): the same body again answers the first result and credits
// nothing; a different body is a 409. The rate is fixed when the purchase is recorded, from the
// non-cancelled purchases of its São Paulo month already recorded for the customer: the month's
// counter row, locked by the insert, gives concurrent purchases each their own position
// (purchase-statement.ts). Its cashback is pending until its release date; a purchase reported after
// that date is released before the answer, as the release job would (lifecycle/release.ts).
import { monthKey } from '@fidelidade/domain/cashback/month';
import { partnerMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { ApiError } from '../http/envelope.ts';
import { releaseCustomer } from '../lifecycle/release.ts';
import type { ProgrammeRulesBook } from '../loyalty/programme-rules.ts';
import { ratingLink } from '../loyalty/rating-hash.ts';
import type { CompraInput, CompraResult } from './contracts.ts';
import type { Outcome } from './outcome.ts';
import { insertPurchase, type CompraCreditada, type InsertOutcome } from './purchase-statement.ts';

function resultOf(compra: CompraCreditada, now: Date): CompraResult {
  const pending = compra.libera_em !== null && compra.libera_em > now;
  return {
    idCompraLoja: compra.id_compra_loja,
    cashbackCentavos: compra.cashback_centavos,
    percentual: compra.percentual,
    posicaoNoMes: compra.posicao_no_mes,
    nivel: compra.nivel_apos,
    linkAvaliacao: ratingLink(compra.hash_avaliacao),
    situacao: pending ? 'pendente' : 'disponivel',
    liberaEm: compra.libera_em?.toISOString() ?? null,
  };
}

function findCompra(db: Executor, lojaId: string, idCompraLoja: string) {
  return db
    .selectFrom('compras')
    .leftJoin('creditos_cashback', 'creditos_cashback.compra_id', 'compras.id')
    .selectAll('compras')
    .select('creditos_cashback.libera_em')
    .where('loja_id', '=', lojaId)
    .where('id_compra_loja', '=', idCompraLoja)
    .executeTakeFirst();
}

/** The first result again for the same body; a 409 for a different one. */
function replay(
  compra: CompraCreditada,
  clienteId: string,
  input: CompraInput,
  now: Date,
): Outcome<CompraResult> {
  const same =
    compra.cliente_id === clienteId &&
    compra.valor_centavos === input.valor &&
    compra.ocorrida_em.getTime() === input.dataHora.getTime();
  if (!same) throw new ApiError(409, partnerMessages.purchaseConflict);
  return {
    statusCode: 200,
    message: partnerMessages.purchaseAlreadyRecorded,
    data: resultOf(compra, now),
  };
}

/** What a purchase answers, once its statement has run (alone or in a batch). */
export async function purchaseOutcome(
  db: Executor,
  lojaId: string,
  input: CompraInput,
  outcome: InsertOutcome,
  now: Date,
): Promise<Outcome<CompraResult>> {
  if (outcome.kind === 'unknown-cpf') throw new ApiError(404, partnerMessages.customerNotFound);
  if (outcome.kind === 'inserted') {
    const { compra } = outcome;
    if (compra.cliente_id && compra.libera_em && compra.libera_em <= now) {
      await releaseCustomer(db, compra.cliente_id, now);
    }
    return {
      statusCode: 201,
      message: partnerMessages.purchaseRecorded,
      data: resultOf(compra, now),
    };
  }
  const existing = await findCompra(db, lojaId, input.idCompraLoja);
  if (!existing) throw new Error('purchase vanished after an insert conflict');
  return replay(existing, outcome.clienteId, input, now);
}

export async function recordPurchase(
  db: Executor,
  rules: ProgrammeRulesBook,
  lojaId: string,
  input: CompraInput,
  now: Date = new Date(),
): Promise<Outcome<CompraResult>> {
  const rulesOf = await rules.rulesAt(now, monthKey(input.dataHora));
  const outcome = await insertPurchase(db, lojaId, input, rulesOf, now);
  return purchaseOutcome(db, lojaId, input, outcome, now);
}
