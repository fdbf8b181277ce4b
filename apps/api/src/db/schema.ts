// Table types for Kysely. Each migration that adds a table adds its interface here.
import type { ColumnType, Generated } from 'kysely';
import type { AdjustmentTables } from '../adjustments/tables.ts';
import type { ReivindicacoesCpfTable } from '../claims/tables.ts';
import type { CodigoEnviosTable } from '../codes/tables.ts';
import type { ContactTables } from '../contact/tables.ts';
import type { ConfirmacoesContatoTable } from '../contact-points/tables.ts';
import type { LoyaltyTables } from '../loyalty/tables.ts';
import type { NoticeTables } from '../notices/tables.ts';
import type { OutboxTable } from '../outbox/tables.ts';
import type { PainelTables } from '../painel/tables.ts';
import type { ProgrammeDashboardTables } from '../programme-dashboard/tables.ts';
import type { RegistroProtecaoDadosTable } from '../privacy/register/tables.ts';
import type { RecuperacoesSenhaTable } from '../recovery/tables.ts';

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Generated<Date>;
}

/** A timestamptz column the database fills in (now()) unless given. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

/** 0002_clientes.sql: one row per customer (spec point 3). */
export interface ClientesTable {
  id: Generated<string>;
  nome: string;
  /** 11 digits; null once a resolved claim moved it to its proven owner (0047). */
  cpf: string | null;
  /** 11 national digits. */
  celular: string;
  /** Lower-cased; null once an unproven e-mail was released (accounts/email-release.ts). */
  email: string | null;
  senha_hash: string;
  /** 'YYYY-MM-DD' (both engines read `date` as text), or null. */
  data_nascimento: string | null;
  notificacoes_marketing_email: Generated<0 | 1>;
  notificacoes_marketing_sms: Generated<0 | 1>;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  /** When a code (or a recovery) proved the e-mail; null while unproven. */
  email_confirmado_em: Date | null;
  /** When a code (or a recovery) proved the phone; null while unproven. */
  celular_confirmado_em: Date | null;
  /** When the current e-mail was set: registration or the confirmed change. */
  email_definido_em: Generated<Date>;
  /** Deactivated by support: a login does not reactivate it (0047). */
  desativada_pelo_atendimento: Generated<boolean>;
  /** The resolved claim this row waits for, while its claimant has no account (0047). */
  reservada_para: Generated<string | null>;
  /**
   * 0046_painel_clientes.sql: the name as the console searches it (db/nome-busca.ts);
   * generated from nome, so never written. Null only as the column's type says (nome is never null).
   */
  nome_busca: ColumnType<string | null, never, never>;
}

/** 0003_sessoes.sql: the server side of each session token (DESIGN decision 8). */
export interface SessoesTable {
  id: Generated<string>;
  cliente_id: string;
  tipo: Generated<string>;
  criada_em: Timestamp;
  expira_em: Date;
  revogada_em: Date | null;
}

export interface DatabaseSchema
  extends
    LoyaltyTables,
    NoticeTables,
    PainelTables,
    AdjustmentTables,
    ContactTables,
    ProgrammeDashboardTables {
  schema_migrations: SchemaMigrationsTable;
  clientes: ClientesTable;
  sessoes: SessoesTable;
  outbox: OutboxTable;
  recuperacoes_senha: RecuperacoesSenhaTable;
  codigo_envios: CodigoEnviosTable;
  confirmacoes_contato: ConfirmacoesContatoTable;
  reivindicacoes_cpf: ReivindicacoesCpfTable;
  registro_protecao_dados: RegistroProtecaoDadosTable;
}
