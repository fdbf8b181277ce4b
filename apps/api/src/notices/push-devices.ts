// The devices that receive a customer's push (0042_avisos.sql): a browser's Web Push subscription or
// the native app's FCM token. An address is one device, so it belongs to whoever signed in on it last;
// a customer keeps at most MAX_DEVICES, the oldest dropped first (a device that stopped answering is
// dropped by the push transport anyway).
import type {
  NativePushToken,
  WebPushSubscription,
} from '@fidelidade/domain/contracts/avisos-inscricao';
import type { Executor } from '../db/executor.ts';

export const MAX_DEVICES = 10;

export type NewDevice = { web: WebPushSubscription } | { nativo: NativePushToken };

export async function saveDevice(
  db: Executor,
  clienteId: string,
  device: NewDevice,
  now: Date,
): Promise<void> {
  const values =
    'web' in device
      ? {
          tipo: 'web' as const,
          endereco: device.web.endpoint,
          p256dh: device.web.keys.p256dh,
          auth: device.web.keys.auth,
          plataforma: null,
        }
      : {
          tipo: 'nativo' as const,
          endereco: device.nativo.token,
          p256dh: null,
          auth: null,
          plataforma: device.nativo.plataforma,
        };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('inscricoes_push')
      .values({ ...values, cliente_id: clienteId, criada_em: now })
      .onConflict((oc) =>
        oc.column('endereco').doUpdateSet({ ...values, cliente_id: clienteId, criada_em: now }),
      )
      .execute();
    const kept = trx
      .selectFrom('inscricoes_push')
      .select('id')
      .where('cliente_id', '=', clienteId)
      .orderBy('criada_em', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_DEVICES);
    await trx
      .deleteFrom('inscricoes_push')
      .where('cliente_id', '=', clienteId)
      .where('id', 'not in', kept)
      .execute();
  });
}

/** Forgets the customer's device at `endereco`; another customer's is left alone. */
export async function removeDevice(
  db: Executor,
  clienteId: string,
  endereco: string,
): Promise<void> {
  await db
    .deleteFrom('inscricoes_push')
    .where('cliente_id', '=', clienteId)
    .where('endereco', '=', endereco)
    .execute();
}

/** Each customer's devices, by id. */
export async function devicesOf(
  db: Executor,
  clienteIds: readonly string[],
): Promise<Map<string, string[]>> {
  const devices = new Map<string, string[]>(clienteIds.map((id) => [id, []]));
  if (clienteIds.length === 0) return devices;
  const rows = await db
    .selectFrom('inscricoes_push')
    .select(['id', 'cliente_id'])
    .where('cliente_id', 'in', clienteIds)
    .orderBy('criada_em')
    .execute();
  for (const row of rows) devices.get(row.cliente_id)?.push(row.id);
  return devices;
}
