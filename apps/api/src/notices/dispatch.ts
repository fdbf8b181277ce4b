// Sends the written notices (DESIGN decision 17): each one not yet sent goes to the outbox by the
// channels its customer left on, e-mail and SMS to proven addresses only (notices/service-notice.ts)
// and push to each of the customer's devices, and is marked sent in the same transaction. The outbox
// then delivers at least once. A deactivated account keeps its notices in the app but is sent none.
import { sql, type Selectable } from 'kysely';
import type { NoticeChannel } from '@fidelidade/domain/notices/cashback-notices';
import type { Executor } from '../db/executor.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { inBatches } from './batches.ts';
import { channelSwitchesOf } from './channel-switches.ts';
import { devicesOf } from './push-devices.ts';
import { NOTICE_COLUMNS, queueServiceNotice, type NoticeRecipient } from './service-notice.ts';
import type { AvisosTable } from './tables.ts';

const BATCH_SIZE = 200;

/** Where the e-mail and the SMS send the customer to read the rest. */
const SEE_IN_APP = 'Veja seus avisos no app Fidelidade, em Avisos.';

type NoticeRow = Pick<Selectable<AvisosTable>, 'id' | 'cliente_id' | 'titulo' | 'texto' | 'url'>;

async function recipientsOf(trx: Executor, clienteIds: string[]) {
  const rows = await trx
    .selectFrom('clientes')
    .select(NOTICE_COLUMNS)
    .where('id', 'in', clienteIds)
    .where('ativo', '=', true)
    .execute();
  return new Map<string, NoticeRecipient>(rows.map((row) => [row.id, row]));
}

/** Queues one notice by its customer's channels; answers the channels it went by. */
async function sendOne(
  trx: Executor,
  outbox: Outbox,
  notice: NoticeRow,
  recipient: NoticeRecipient,
  channels: { push: boolean; email: boolean; sms: boolean },
  devices: readonly string[],
): Promise<NoticeChannel[]> {
  const addressed = (['email', 'sms'] as const).filter((channel) => channels[channel]);
  const sent: NoticeChannel[] =
    addressed.length > 0
      ? await queueServiceNotice(
          outbox,
          trx,
          recipient,
          { subject: notice.titulo, paragraphs: [notice.texto, SEE_IN_APP], sms: notice.texto },
          addressed,
        )
      : [];
  if (!channels.push || devices.length === 0) return sent;
  for (const inscricaoId of devices) {
    await outbox.enqueuePush(trx, {
      inscricaoId,
      clienteId: notice.cliente_id,
      payload: { titulo: notice.titulo, texto: notice.texto, url: notice.url, avisoId: notice.id },
    });
  }
  return ['push', ...sent];
}

/** Marks the notices sent, each with the channels it went by (one statement per set of channels). */
async function markSent(
  trx: Executor,
  channelsOf: ReadonlyMap<string, NoticeChannel[]>,
  now: Date,
): Promise<void> {
  const bySet = new Map<string, { canais: NoticeChannel[]; ids: string[] }>();
  for (const [id, canais] of channelsOf) {
    const key = canais.join(',');
    const group = bySet.get(key) ?? { canais, ids: [] };
    group.ids.push(id);
    bySet.set(key, group);
  }
  for (const { canais, ids } of bySet.values()) {
    await trx
      .updateTable('avisos')
      .set({ enviado_em: now, canais: sql<NoticeChannel[]>`${canais}::text[]` })
      .where('id', 'in', ids)
      .execute();
  }
}

/** Sends one batch of unsent notices; answers how many. */
function dispatchBatch(db: Executor, outbox: Outbox, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const notices = await trx
      .selectFrom('avisos')
      .select(['id', 'cliente_id', 'titulo', 'texto', 'url'])
      .where('enviado_em', 'is', null)
      .orderBy('criado_em')
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    if (notices.length === 0) return 0;
    const clienteIds = [...new Set(notices.map((notice) => notice.cliente_id))];
    const recipients = await recipientsOf(trx, clienteIds);
    const switches = await channelSwitchesOf(trx, clienteIds);
    const devices = await devicesOf(trx, clienteIds);
    const channelsOf = new Map<string, NoticeChannel[]>();
    for (const notice of notices) {
      const recipient = recipients.get(notice.cliente_id);
      const channels = switches.get(notice.cliente_id);
      const deviceIds = devices.get(notice.cliente_id) ?? [];
      channelsOf.set(
        notice.id,
        recipient && channels
          ? await sendOne(trx, outbox, notice, recipient, channels, deviceIds)
          : [],
      );
    }
    await markSent(trx, channelsOf, now);
    return notices.length;
  });
}

/** Sends every unsent notice, batch after batch; answers how many. */
export function dispatchNotices(db: Executor, outbox: Outbox, now: Date): Promise<number> {
  return inBatches(BATCH_SIZE, () => dispatchBatch(db, outbox, now));
}
