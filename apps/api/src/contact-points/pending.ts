// The new address a change awaits (DESIGN decision 19), as every Cliente answer of the session shows it:
// only while its code can still be typed, so an abandoned change disappears by itself.
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { AddressChannel } from '../outbox/tables.ts';

export interface PendingChange {
  canal: AddressChannel;
  destino: string;
  codigo_expira_em: Date;
}

export type PendingFields = Pick<Cliente, 'emailPendente' | 'celularPendente'>;

export function pendingFields(pending: PendingChange | null | undefined, now: Date): PendingFields {
  if (!pending || pending.codigo_expira_em <= now) return {};
  return pending.canal === 'email'
    ? { emailPendente: pending.destino }
    : { celularPendente: pending.destino };
}
