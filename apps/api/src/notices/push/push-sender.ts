// What the push transport (push-transport.ts) asks of a push service: deliver one notice to one device.
// Web Push (web-push-sender.ts) and native push by FCM (fcm-sender.ts) each implement it.
import type { PushPlatform } from '@fidelidade/domain/contracts/avisos-inscricao';
import type { PushPayload } from '../../outbox/messages.ts';

/**
 * 'entregue': the service accepted it. 'esquecida': the service no longer knows the device (Web Push
 * 404 or 410, FCM UNREGISTERED), so the device is dropped. Anything else (a timeout, a 5xx, a 429)
 * throws, and the outbox tries again later.
 */
export type PushOutcome = 'entregue' | 'esquecida';

/** How long a push service keeps a notice for a device that is offline: a day-old notice is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface WebPushDevice {
  endpoint: string;
  /** The subscription's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
}

export interface NativePushDevice {
  token: string;
  plataforma: PushPlatform;
}

export interface WebPushSender {
  send(device: WebPushDevice, payload: PushPayload): Promise<PushOutcome>;
}

export interface NativePushSender {
  send(device: NativePushDevice, payload: PushPayload): Promise<PushOutcome>;
}
