// A claim resolved while its claimant has no account (docs/decisions/0019-cpf-claim-resolution.md):
// the CPF and its purchases wait in a row reserved for the claim. It has no name, e-mail or password,
// and is inactive, so nobody signs in to it and no message goes to it; stores keep recording purchases
// under the CPF into it. The claimant registers with the CPF and the claim's proven e-mail, and the
// registration turns the reserved row into their account, with everything it holds.
import type { Executor } from '../db/executor.ts';
import { CLIENTE_COLUMNS, type ClienteRow } from '../accounts/cliente-row.ts';
import type { NewCliente } from '../accounts/clientes-repository.ts';

/** The phone column needs eleven digits: a number no one has, never shown or messaged. */
const NO_PHONE = '00000000000';

/** A reserved row for the claim, holding no CPF yet (moveCpf gives it the CPF); answers its id. */
export async function reserveAccount(trx: Executor, claimId: string): Promise<string> {
  const row = await trx
    .insertInto('clientes')
    .values({
      nome: '',
      cpf: null,
      celular: NO_PHONE,
      email: null,
      senha_hash: '',
      data_nascimento: null,
      ativo: false,
      reservada_para: claimId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The row reserved for a resolved claim on this CPF whose proven e-mail is `email`, if any. */
export async function findReservation(
  db: Executor,
  cpf: string,
  email: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('clientes')
    .innerJoin('reivindicacoes_cpf', 'reivindicacoes_cpf.id', 'clientes.reservada_para')
    .select('clientes.id')
    .where('clientes.cpf', '=', cpf)
    .where('reivindicacoes_cpf.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Registration on a reserved row: it becomes the claimant's account, as a new one would be. */
export function takeReservation(
  trx: Executor,
  id: string,
  values: NewCliente,
): Promise<ClienteRow> {
  const now = new Date();
  return trx
    .updateTable('clientes')
    .set({
      nome: values.nome,
      celular: values.celular,
      email: values.email,
      senha_hash: values.senhaHash,
      notificacoes_marketing_email: values.marketingEmail,
      notificacoes_marketing_sms: values.marketingSms,
      ativo: true,
      reservada_para: null,
      criado_em: now,
      atualizado_em: now,
      email_definido_em: now,
    })
    .where('id', '=', id)
    .where('reservada_para', 'is not', null)
    .returning(CLIENTE_COLUMNS)
    .executeTakeFirstOrThrow();
}
