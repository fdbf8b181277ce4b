// Kysely types of the service notices (db/migrations/0042_avisos.sql; DESIGN decision 17), joined
// into DatabaseSchema.
import type { ColumnType, Generated } from 'kysely';
import type { PushPlatform } from '@fidelidade/domain/contracts/avisos-inscricao';
import type { NoticeChannel, NoticeEvent } from '@fidelidade/domain/notices/cashback-notices';

/** A timestamptz column the database fills in (now()) unless given. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface AvisosTable {
  id: Generated<string>;
  cliente_id: string;
  evento: NoticeEvent;
  /** What makes the event one, with cliente_id and evento: the unique key. */
  chave: string;
  titulo: string;
  texto: string;
  url: string;
  criado_em: Timestamp;
  lido_em: Date | null;
  /** When its channels' messages were queued; null until then. */
  enviado_em: Date | null;
  /** 0046_painel_clientes.sql: the channels it was queued on (empty while unsent). */
  canais: Generated<NoticeChannel[]>;
}

export interface PreferenciasAvisosTable {
  cliente_id: string;
  push: boolean;
  email: boolean;
  sms: boolean;
  atualizado_em: Timestamp;
}

export type PushSubscriptionKind = 'web' | 'nativo';

export interface InscricoesPushTable {
  id: Generated<string>;
  cliente_id: string;
  tipo: PushSubscriptionKind;
  /** The push service's endpoint (web) or the device token (nativo). */
  endereco: string;
  /** Web only: the subscription's public key and auth secret, base64url. */
  p256dh: string | null;
  auth: string | null;
  /** Native only. */
  plataforma: PushPlatform | null;
  criada_em: Timestamp;
}

/** How far each expiry reminder has looked. */
export interface AvisosMarcasTable {
  evento: 'expira_30' | 'expira_7';
  ate: Date;
}

export interface NoticeTables {
  avisos: AvisosTable;
  preferencias_avisos: PreferenciasAvisosTable;
  inscricoes_push: InscricoesPushTable;
  avisos_marcas: AvisosMarcasTable;
}
