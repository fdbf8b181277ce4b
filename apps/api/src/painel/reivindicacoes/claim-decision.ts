// Support's decision on a proven claim (docs/decisions/0019-cpf-claim-resolution.md), in the caller's
// transaction with the claim locked: `rejeitada` changes nothing but the claim; `resolvida` moves the
// CPF and its purchases from the account holding it to the claimant's account (the one whose confirmed
// e-mail is the claim's proven e-mail) or, when the claimant has none, to a row reserved for the claim
// that their registration takes over.
import type { Decisao } from '@fidelidade/domain/contracts/painel/reivindicacoes';
import { moveCpf } from '../../claims/cpf-transfer.ts';
import { reserveAccount } from '../../claims/reserved-account.ts';
import type { Executor } from '../../db/executor.ts';
import { claimantAccountOf } from './claims-view.ts';

export interface DecisionInput {
  claim: { id: string; cpf: string; email: string };
  decisao: Decisao;
  motivo: string;
  operadorId: string;
  now: Date;
}

export async function decideClaim(trx: Executor, input: DecisionInput): Promise<void> {
  const { claim } = input;
  if (input.decisao === 'resolvida') {
    const holder = await trx
      .selectFrom('clientes')
      .select('id')
      .where('cpf', '=', claim.cpf)
      .forUpdate()
      .executeTakeFirst();
    const claimant = await claimantAccountOf(trx, claim.email);
    // No holder left (erased since): the CPF is free, the claimant registers with it as anyone does.
    if (holder && holder.id !== claimant?.id) {
      const toId = claimant?.id ?? (await reserveAccount(trx, claim.id));
      await moveCpf(trx, { fromId: holder.id, toId, cpf: claim.cpf });
    }
  }
  await trx
    .updateTable('reivindicacoes_cpf')
    .set({
      estado: input.decisao,
      decidida_em: input.now,
      decidida_por: input.operadorId,
      motivo_decisao: input.motivo,
    })
    .where('id', '=', claim.id)
    .execute();
}
