// Table types of the outbox (db/migrations/0010_outbox.sql, 0012_outbox_cliente.sql, 0042_avisos.sql),
// joined into DatabaseSchema.
import type { Generated } from 'kysely';

/** The channels that reach an address a customer proves with a code. */
export type AddressChannel = 'email' | 'sms';
export type OutboxChannel = AddressChannel | 'push';
/** 'descartada': a push whose device the push service no longer knows (0042_avisos.sql). */
export type OutboxState = 'pendente' | 'enviada' | 'registrada' | 'descartada';

export interface OutboxTable {
  id: Generated<string>;
  canal: OutboxChannel;
  /** An e-mail address, 11 national phone digits, or a push subscription's id (inscricoes_push). */
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
