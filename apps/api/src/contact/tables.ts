// Table types of the contact form (db/migrations/0030_mensagens_contato.sql) and of the console's
// contact inbox (0053_caixa_contato.sql), joined into DatabaseSchema.
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
  estado: Generated<EstadoMensagem>;
  /** The operator handling it; null while nobody is. */
  atribuida_a: string | null;
}

/** Where a message stands in the console's inbox (contracts/painel/mensagens-contato.ts). */
export type EstadoMensagem = 'novo' | 'em_atendimento' | 'respondido' | 'arquivado';

/** A reply support sent from the console, with the two e-mails it became. */
export interface RespostasContatoTable {
  id: Generated<string>;
  mensagem_id: string;
  /** The operator who wrote it; null once that operator's row is gone. */
  operador_id: string | null;
  texto: string;
  enviada_em: ColumnType<Date, Date | undefined, Date>;
  /** The e-mail to the sender. */
  outbox_id: string | null;
  /** The support address's copy. */
  copia_outbox_id: string | null;
}

export interface ContactTables {
  mensagens_contato: MensagensContatoTable;
  respostas_contato: RespostasContatoTable;
}
