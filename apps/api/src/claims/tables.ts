// Table type of the CPF claims (db/migrations/0037_email_liberado_reivindicacoes_cpf.sql).
import type { Generated } from 'kysely';

/**
 * aguardando_codigo: opened, the claimant's e-mail not yet proven; aberta: proven, awaiting support;
 * resolvida: support moved the CPF to the claimant; rejeitada: support turned it down.
 */
export type ClaimState = 'aguardando_codigo' | 'aberta' | 'resolvida' | 'rejeitada';

export interface ReivindicacoesCpfTable {
  id: string;
  /** 11 digits. */
  cpf: string;
  /** Lower-cased; proven once confirmada_em is set. */
  email: string;
  estado: Generated<ClaimState>;
  criada_em: Date;
  /** The claim token's end. */
  expira_em: Date;
  confirmada_em: Date | null;
  /** HMAC of the live code; null once spent, expired or killed. */
  codigo_hash: string | null;
  codigo_expira_em: Date | null;
  codigo_tentativas: Generated<number>;
  /** Support's decision (0047): set together with estado resolvida or rejeitada. */
  decidida_em: Generated<Date | null>;
  /** The operator who decided; null once that operator's row is gone. */
  decidida_por: Generated<string | null>;
  motivo_decisao: Generated<string | null>;
}
