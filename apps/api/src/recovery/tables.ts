// Table types of the forgotten-password flow (db/migrations/0011_recuperacoes_senha.sql).
import type { Generated } from 'kysely';
import type { AddressChannel } from '../outbox/tables.ts';

export interface RecuperacoesSenhaTable {
  id: Generated<string>;
  cliente_id: string;
  criada_em: Date;
  /** The whole request's end (the recovery token's life). */
  expira_em: Date;
  canal: AddressChannel | null;
  /** HMAC-SHA256 of the current code; null before step 2 and once spent or killed. */
  codigo_hash: string | null;
  codigo_expira_em: Date | null;
  codigo_tentativas: Generated<number>;
  codigo_validado_em: Date | null;
  concluida_em: Date | null;
}
