// Kysely types of the operator console (db/migrations/0043_painel.sql), joined into DatabaseSchema.
import type { ColumnType, Generated } from 'kysely';
import type { Papel } from '@fidelidade/domain/contracts/painel/papeis';

/** A timestamptz column the database fills in (now()) unless given. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface OperadoresTable {
  id: Generated<string>;
  nome: string;
  /** Lower-cased. */
  email: string;
  senha_hash: string;
  papel: Papel;
  /** The store of a `loja` operator; null for every other role. */
  loja_id: string | null;
  ativo: Generated<boolean>;
  /** The TOTP secret, sealed (totp.ts); null until the first sign-in. */
  totp_segredo: string | null;
  totp_ativo: Generated<boolean>;
  /** The time step of the last accepted code (replay refusal). */
  totp_ultimo_passo: number | null;
  criado_em: Timestamp;
}

export interface OperadorSessoesTable {
  id: Generated<string>;
  operador_id: string;
  /** SHA-256 of the cookie's token (hex). */
  token_hash: string;
  criada_em: Timestamp;
  ultimo_uso_em: Timestamp;
  revogada_em: Date | null;
}

export interface OperadorCodigosRecuperacaoTable {
  id: Generated<string>;
  operador_id: string;
  codigo_hash: string;
  usado_em: Date | null;
}

export interface AuditoriaTable {
  id: Generated<number>;
  operador_id: string | null;
  acao: string;
  entidade: string;
  registro_id: string | null;
  ip: string | null;
  criado_em: Timestamp;
  /** 0045_auditoria_motivo.sql: the reason the operator gave, for the actions that ask one. */
  motivo: string | null;
}

export interface PainelTables {
  operadores: OperadoresTable;
  operador_sessoes: OperadorSessoesTable;
  operador_codigos_recuperacao: OperadorCodigosRecuperacaoTable;
  auditoria: AuditoriaTable;
}
