// Everything held about one customer (LGPD art. 18), read in one repeatable-read transaction so the
// purchases, the ledger and the balance agree with each other.
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import type { ClienteRow } from '../accounts/cliente-row.ts';
import type { Executor } from '../db/executor.ts';
import { accountDataOf } from './account-data.ts';
import { loyaltyDataOf } from './loyalty-data.ts';
import { noticeDataOf } from './notice-data.ts';

export function exportCustomerData(
  db: Executor,
  cliente: ClienteRow,
  currentSessionId: string,
  now: Date,
): Promise<MeusDados> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      geradoEm: now.toISOString(),
      ...(await accountDataOf(trx, cliente, currentSessionId)),
      ...(await loyaltyDataOf(trx, cliente.id)),
      ...(await noticeDataOf(trx, cliente.id)),
    }));
}
