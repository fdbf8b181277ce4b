// POST resgates (DESIGN decisions 5 and 15): the customer spends available cashback at a store's till,
// the credits that expire first before the others. The balance row is locked while it is checked and
// debited, so concurrent redemptions never take it below zero. Idempotent on (store, idResgateLoja)
// like purchases.
import type { Selectable } from 'kysely';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { partnerMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { ApiError } from '../http/envelope.ts';
import { spendOldestFirst } from '../lifecycle/credits-repository.ts';
import { addToMonthSummary } from '../loyalty/month-summary.ts';
import { changeSaldo, lockSaldo } from '../loyalty/saldo.ts';
import type { ResgatesTable } from '../loyalty/tables.ts';
import type { ResgateInput, ResgateResult } from './contracts.ts';
import { findCliente, type Outcome } from './outcome.ts';

type Resgate = Selectable<ResgatesTable>;

const resultOf = (resgate: Resgate): ResgateResult => ({
  idResgateLoja: resgate.id_resgate_loja,
  valorCentavos: resgate.valor_centavos,
  saldoCentavos: resgate.saldo_apos_centavos,
});

function findResgate(db: Executor, lojaId: string, idResgateLoja: string) {
  return db
    .selectFrom('resgates')
    .selectAll()
    .where('loja_id', '=', lojaId)
    .where('id_resgate_loja', '=', idResgateLoja)
    .executeTakeFirst();
}

function replay(resgate: Resgate, clienteId: string, input: ResgateInput): Outcome<ResgateResult> {
  if (resgate.cliente_id !== clienteId || resgate.valor_centavos !== input.valor) {
    throw new ApiError(409, partnerMessages.redemptionConflict);
  }
  return {
    statusCode: 200,
    message: partnerMessages.redemptionAlreadyDone,
    data: resultOf(resgate),
  };
}

export async function redeem(
  db: Executor,
  lojaId: string,
  input: ResgateInput,
): Promise<Outcome<ResgateResult>> {
  const cliente = await findCliente(db, input.cpf);
  if (!cliente) throw new ApiError(404, partnerMessages.customerNotFound);
  const done = await db.transaction().execute(async (trx) => {
    const { disponivel } = await lockSaldo(trx, cliente.id);
    const existing = await findResgate(trx, lojaId, input.idResgateLoja);
    if (existing) return { resgate: existing, isNew: false };
    if (disponivel < input.valor) {
      // The till can offer what there is.
      throw new ApiError(422, partnerMessages.insufficientBalance, {
        saldoDisponivelCentavos: disponivel,
      });
    }
    const resgate = await trx
      .insertInto('resgates')
      .values({
        loja_id: lojaId,
        id_resgate_loja: input.idResgateLoja,
        cliente_id: cliente.id,
        valor_centavos: input.valor,
        saldo_apos_centavos: disponivel - input.valor,
      })
      .onConflict((conflict) => conflict.columns(['loja_id', 'id_resgate_loja']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!resgate) return { resgate: undefined, isNew: false };
    const now = new Date();
    await trx
      .insertInto('lancamentos')
      .values({
        cliente_id: cliente.id,
        loja_id: lojaId,
        tipo: 'resgate',
        compra_id: null,
        resgate_id: resgate.id,
        valor_centavos: input.valor,
        percentual: null,
        cashback_centavos: -input.valor,
        ocorrido_em: now,
        mes: monthKey(now),
      })
      .execute();
    const short = await spendOldestFirst(trx, cliente.id, input.valor);
    if (short > 0) throw new Error('available credits fall short of the available balance');
    await changeSaldo(trx, cliente.id, { disponivel: -input.valor });
    await addToMonthSummary(trx, cliente.id, monthKey(now), 'resgatado_centavos', input.valor);
    return { resgate, isNew: true };
  });
  if (done.isNew && done.resgate) {
    return {
      statusCode: 201,
      message: partnerMessages.redemptionDone,
      data: resultOf(done.resgate),
    };
  }
  const existing = done.resgate ?? (await findResgate(db, lojaId, input.idResgateLoja));
  if (!existing) throw new Error('redemption vanished after an insert conflict');
  return replay(existing, cliente.id, input);
}
