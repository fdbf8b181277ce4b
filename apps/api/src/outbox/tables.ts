// Table types of the outbox (db/migrations/0010_outbox.sql, 0012_outbox_cliente.sql), joined into
// DatabaseSchema.
import type { Generated } from 'kysely';

export type OutboxChannel = 'email' | 'sms';
export type OutboxState = 'pendente' | 'enviada' | 'registrada';

export interface OutboxTable {
  id: Generated<string>;
  canal: OutboxChannel;
  /** An e-mail address or 11 national phone digits. */
  destinatario: string;
  /** E-mail only. */
  assunto: string | null;
  /** The text body; emptied once delivered, so a code never rests in the table (DESIGN decision 3). */
  texto: string;
  html: string | null;
  responder_para: string | null;
  /** The customer the message concerns; null for messages to the brand. */
  cliente_id: string | null;
  estado: Generated<OutboxState>;
  tentativas: Generated<number>;
  proxima_tentativa: Date;
  ultimo_erro: string | null;
  criada_em: Date;
  entregue_em: Date | null;
}
