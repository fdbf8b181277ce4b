// Table types of the address confirmations (db/migrations/0036_confirmacoes_contato.sql).
import type { AddressChannel } from '../outbox/tables.ts';

/** The account's one open confirmation: of its current address, or of a new one (`troca`). */
export interface ConfirmacoesContatoTable {
  /** Chosen by the API before the insert: the code's hash is bound to it. */
  id: string;
  cliente_id: string;
  canal: AddressChannel;
  /** Where the code went: a lower-cased e-mail or the phone's 11 digits. */
  destino: string;
  /** Whether `destino` replaces the account's address once confirmed. */
  troca: boolean;
  codigo_hash: string | null;
  codigo_expira_em: Date;
  codigo_tentativas: number;
  criada_em: Date;
}
