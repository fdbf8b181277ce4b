// What a partner operation answers: the status, the pt-BR message and the data, so a single call and
// one item of a batch are built the same way. Failures are thrown as ApiError.
import type { Executor } from '../db/executor.ts';

export interface Outcome<T> {
  statusCode: 200 | 201;
  message: string;
  data: T;
}

/** The customer a CPF (11 digits) belongs to; the stores only ever send the CPF. */
export function findCliente(db: Executor, cpf: string) {
  return db.selectFrom('clientes').select('id').where('cpf', '=', cpf).executeTakeFirst();
}
