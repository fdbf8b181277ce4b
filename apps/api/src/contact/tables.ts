// Table types of the contact form (db/migrations/0030_mensagens_contato.sql), joined into
// DatabaseSchema.
import type { ColumnType, Generated } from 'kysely';

export interface MensagensContatoTable {
  id: Generated<string>;
  /** The logged-in sender; null for a visitor. */
  cliente_id: string | null;
  nome: string;
  email: string;
  /** 'YYYY-MM-DD'. */
  data_nascimento: string;
  telefone: string;
  uf: string;
  assunto: string;
  mensagem: string;
  termos_versao: string | null;
  privacidade_versao: string | null;
  outbox_id: string | null;
  criada_em: ColumnType<Date, Date | undefined, Date>;
}
