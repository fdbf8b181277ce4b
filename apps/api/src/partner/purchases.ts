// Records a purchase (DESIGN decisions 4 and 5; docs/decisions/0002-cashback-ledger.md).
// Idempotent on (store, idCompraLoja): the same body again answers the first result and credits
// nothing; a different body is a 409. The rate is fixed when the purchase is recorded, from the
// non-cancelled purchases of its São Paulo month already recorded for the customer, counted while
// the customer's balance row is locked so concurrent purchases each get their own position.
import type { Selectable } from 'kysely';
import { creditForPurchase } from '@fidelidade/domain/cashback/ledger-effects';
import { levelFor } from '@fidelidade/domain/cashback/rules';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { partnerMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../auth/sessions.ts';
import { ApiError } from '../http/envelope.ts';
import { purchasesInMonth } from '../loyalty/month-count.ts';
import { newRatingHash, ratingLink } from '../loyalty/rating-hash.ts';
import { changeSaldo, lockSaldo } from '../loyalty/saldo.ts';
import type { ComprasTable } from '../loyalty/tables.ts';
import type { CompraInput, CompraResult } from './contracts.ts';
import { findCliente, type Outcome } from './outcome.ts';

type Compra = Selectable<ComprasTable>;

function resultOf(compra: Compra): CompraResult {
  return {
    idCompraLoja: compra.id_compra_loja,
    cashbackCentavos: compra.cashback_centavos,
    percentual: compra.percentual,
    posicaoNoMes: compra.posicao_no_mes,
    nivel: compra.nivel_apos,
    linkAvaliacao: ratingLink(compra.hash_avaliacao),
  };
}

function findCompra(db: Executor, lojaId: string, idCompraLoja: string) {
  return db
    .selectFrom('compras')
    .selectAll()
    .where('loja_id', '=', lojaId)
    .where('id_compra_loja', '=', idCompraLoja)
    .executeTakeFirst();
}

/** The first result again for the same body; a 409 for a different one. */
function replay(compra: Compra, clienteId: string, input: CompraInput): Outcome<CompraResult> {
  const same =
    compra.cliente_id === clienteId &&
    compra.valor_centavos === input.valor &&
    compra.ocorrida_em.getTime() === input.dataHora.getTime();
  if (!same) throw new ApiError(409, partnerMessages.purchaseConflict);
  return {
    statusCode: 200,
    message: partnerMessages.purchaseAlreadyRecorded,
    data: resultOf(compra),
  };
}

async function insertCompra(
  trx: Executor,
  lojaId: string,
  clienteId: string,
  input: CompraInput,
): Promise<Compra | undefined> {
  const mes = monthKey(input.dataHora);
  const credit = creditForPurchase(input.valor, await purchasesInMonth(trx, clienteId, mes));
  const nowCount =
    mes === monthKey(new Date())
      ? credit.position
      : await purchasesInMonth(trx, clienteId, monthKey(new Date()));
  return (
    trx
      .insertInto('compras')
      .values({
        loja_id: lojaId,
        id_compra_loja: input.idCompraLoja,
        cliente_id: clienteId,
        valor_centavos: input.valor,
        ocorrida_em: input.dataHora,
        mes,
        posicao_no_mes: credit.position,
        percentual: credit.percent,
        cashback_centavos: credit.cashbackCentavos,
        nivel_apos: levelFor(nowCount),
        hash_avaliacao: newRatingHash(),
      })
      // A concurrent call with the same idCompraLoja (another CPF, so another lock) may win the race.
      .onConflict((conflict) => conflict.columns(['loja_id', 'id_compra_loja']).doNothing())
      .returningAll()
      .executeTakeFirst()
  );
}

export async function recordPurchase(
  db: Executor,
  lojaId: string,
  input: CompraInput,
): Promise<Outcome<CompraResult>> {
  const cliente = await findCliente(db, input.cpf);
  if (!cliente) throw new ApiError(404, partnerMessages.customerNotFound);
  const recorded = await db.transaction().execute(async (trx) => {
    await lockSaldo(trx, cliente.id);
    const existing = await findCompra(trx, lojaId, input.idCompraLoja);
    if (existing) return { compra: existing, isNew: false };
    const compra = await insertCompra(trx, lojaId, cliente.id, input);
    if (!compra) return { compra: undefined, isNew: false };
    await trx
      .insertInto('lancamentos')
      .values({
        cliente_id: cliente.id,
        loja_id: lojaId,
        tipo: 'compra',
        compra_id: compra.id,
        resgate_id: null,
        valor_centavos: compra.valor_centavos,
        percentual: compra.percentual,
        cashback_centavos: compra.cashback_centavos,
        ocorrido_em: compra.ocorrida_em,
        mes: compra.mes,
      })
      .execute();
    await changeSaldo(trx, cliente.id, compra.cashback_centavos);
    return { compra, isNew: true };
  });
  if (recorded.isNew && recorded.compra) {
    return {
      statusCode: 201,
      message: partnerMessages.purchaseRecorded,
      data: resultOf(recorded.compra),
    };
  }
  const existing = recorded.compra ?? (await findCompra(db, lojaId, input.idCompraLoja));
  if (!existing) throw new Error('purchase vanished after an insert conflict');
  return replay(existing, cliente.id, input);
}
