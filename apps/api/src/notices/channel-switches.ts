// The customer's service-notice switches (DESIGN decision 17): a row once the customer changed them,
// the domain's defaults until then.
import {
  DEFAULT_NOTICE_CHANNELS,
  type NoticeChannels,
} from '@fidelidade/domain/notices/cashback-notices';
import type { Executor } from '../db/executor.ts';

/** The switches of each customer, by id; absent ids get the defaults. */
export async function channelSwitchesOf(
  db: Executor,
  clienteIds: readonly string[],
): Promise<Map<string, NoticeChannels>> {
  const switches = new Map(clienteIds.map((id) => [id, { ...DEFAULT_NOTICE_CHANNELS }]));
  if (clienteIds.length === 0) return switches;
  const rows = await db
    .selectFrom('preferencias_avisos')
    .select(['cliente_id', 'push', 'email', 'sms'])
    .where('cliente_id', 'in', clienteIds)
    .execute();
  for (const { cliente_id, ...channels } of rows) switches.set(cliente_id, channels);
  return switches;
}

export async function channelSwitchesOfOne(
  db: Executor,
  clienteId: string,
): Promise<NoticeChannels> {
  const switches = await channelSwitchesOf(db, [clienteId]);
  return switches.get(clienteId) ?? { ...DEFAULT_NOTICE_CHANNELS };
}

export async function saveChannelSwitches(
  db: Executor,
  clienteId: string,
  channels: NoticeChannels,
  now: Date,
): Promise<void> {
  await db
    .insertInto('preferencias_avisos')
    .values({ cliente_id: clienteId, ...channels, atualizado_em: now })
    .onConflict((oc) => oc.column('cliente_id').doUpdateSet({ ...channels, atualizado_em: now }))
    .execute();
}
