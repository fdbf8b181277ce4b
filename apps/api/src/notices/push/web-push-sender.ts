// Web Push (RFC 8030) through the web-push library: the payload encrypted for the subscription
// (aes128gcm, RFC 8291) and the request signed with the VAPID key pair (RFC 8292). The endpoint names
// the device and the payload is the customer's notice, so neither goes into an error: an error says
// only what the service answered.
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { PushPayload } from '../../outbox/messages.ts';
import {
  PUSH_TTL_SECONDS,
  type PushOutcome,
  type WebPushDevice,
  type WebPushSender,
} from './push-sender.ts';

/** A push service that no longer knows the subscription (RFC 8030 section 7.3: gone or unknown). */
const FORGOTTEN = new Set([404, 410]);

export interface WebPushSenderOptions {
  push: Pick<Config['push'], 'vapid' | 'timeoutMs'>;
  /** The agent the requests go through (tests trust a local push service's certificate with it). */
  agent?: Agent | undefined;
}

export function webPushSender({ push, agent }: WebPushSenderOptions): WebPushSender {
  const options: webpush.RequestOptions = {
    vapidDetails: push.vapid,
    TTL: PUSH_TTL_SECONDS,
    timeout: push.timeoutMs,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    ...(agent ? { agent } : {}),
  };
  return {
    async send(device: WebPushDevice, payload: PushPayload): Promise<PushOutcome> {
      const subscription = {
        endpoint: device.endpoint,
        keys: { p256dh: device.p256dh, auth: device.auth },
      };
      try {
        await webpush.sendNotification(subscription, JSON.stringify(payload), options);
        return 'entregue';
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          if (FORGOTTEN.has(error.statusCode)) return 'esquecida';
          throw new Error(`Web Push service answered ${error.statusCode}`);
        }
        throw new Error(`Web Push service unreachable: ${networkReason(error)}`);
      }
    },
  };
}

/** A socket error's code (ECONNREFUSED…) or web-push's own 'Socket timeout'; never an address. */
function networkReason(error: unknown): string {
  if (error instanceof Error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code) return code;
    if (/timeout/i.test(error.message)) return 'timeout';
  }
  return 'request failed';
}
