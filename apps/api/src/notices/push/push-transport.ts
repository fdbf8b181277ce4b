// The outbox's transport for channel `push` (DESIGN decision 17): the row names one device
// (inscricoes_push.id) and carries the notice as JSON. A device dropped or handed to another customer
// since the notice was queued discards the message; a device its push service forgot is dropped here.
// Native devices with no FCM account configured get the outbox's no-provider treatment: a log line
// (without the token or the notice's text) and the state `registrada`.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import type { PushPayload } from '../../outbox/messages.ts';
import type { OutboxRow, Transport } from '../../outbox/transports.ts';
import type { NativePushSender, PushOutcome, WebPushSender } from './push-sender.ts';

export interface PushTransportOptions {
  db: Executor;
  web: WebPushSender;
  /** Absent without FCM_CREDENTIALS_FILE. */
  native: NativePushSender | undefined;
  log: FastifyBaseLogger;
}

export function pushTransport({ db, web, native, log }: PushTransportOptions): Transport {
  return {
    async send(row: OutboxRow) {
      const device = await db
        .selectFrom('inscricoes_push')
        .selectAll()
        .where('id', '=', row.destinatario)
        .executeTakeFirst();
      if (!device || device.cliente_id !== row.cliente_id) return 'descartada';
      const payload = JSON.parse(row.texto) as PushPayload;
      let outcome: PushOutcome;
      if (device.tipo === 'web' && device.p256dh !== null && device.auth !== null) {
        outcome = await web.send(
          { endpoint: device.endereco, p256dh: device.p256dh, auth: device.auth },
          payload,
        );
      } else if (device.tipo === 'nativo' && device.plataforma !== null) {
        if (!native) {
          log.info(
            { outbox: { id: row.id, canal: row.canal }, plataforma: device.plataforma },
            'Push nativo sem FCM configurado (FCM_CREDENTIALS_FILE)',
          );
          return 'registrada';
        }
        outcome = await native.send(
          { token: device.endereco, plataforma: device.plataforma },
          payload,
        );
      } else {
        throw new Error(`push device ${device.id} is incomplete`);
      }
      if (outcome === 'entregue') return 'enviada';
      await db.deleteFrom('inscricoes_push').where('id', '=', device.id).execute();
      return 'descartada';
    },
  };
}
