// The FCM sender against a local stand-in for Google: the access token is bought once with a signed
// assertion and reused, each notice is one message to one token, and FCM's answers map to delivered,
// forgotten or retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmSender, readServiceAccount } from '../../src/notices/push/fcm-sender.ts';
import type { NativePushSender } from '../../src/notices/push/push-sender.ts';
import { startFcmFake, type FcmFake } from '../helpers/fcm-fake.ts';
import { pushPayload } from './push-payloads.ts';

const payload = pushPayload();

describe('FCM sender', () => {
  let fake: FcmFake;
  let sender: NativePushSender;
  beforeAll(async () => {
    fake = await startFcmFake();
    sender = fcmSender({
      account: readServiceAccount(fake.credentialsFile),
      apiUrl: fake.url,
      timeoutMs: 2000,
    });
  });
  afterAll(() => fake.close());

  it('sends a notification message with the notice as data, on one access token', async () => {
    expect(await sender.send({ token: 'token-android', plataforma: 'android' }, payload)).toBe(
      'entregue',
    );
    expect(await sender.send({ token: 'token-ios', plataforma: 'ios' }, payload)).toBe('entregue');
    expect(fake.tokensIssued).toBe(1);
    expect(fake.received.map((sent) => sent.message.token)).toEqual(['token-android', 'token-ios']);
    expect(fake.received[0]).toMatchObject({
      projectId: fake.projectId,
      message: {
        notification: { title: payload.titulo, body: payload.texto },
        data: { url: payload.url, avisoId: payload.avisoId },
        android: { priority: 'high' },
        apns: { headers: { 'apns-priority': '10' } },
      },
    });
  });

  it.each([
    { status: 404, why: 'UNREGISTERED' },
    { status: 400, why: 'an invalid registration token' },
  ] as const)('answers esquecida for $status ($why)', async ({ status }) => {
    fake.behaviour.set(`token-${status}`, status);
    expect(await sender.send({ token: `token-${status}`, plataforma: 'android' }, payload)).toBe(
      'esquecida',
    );
  });

  it('throws with the status alone when FCM fails', async () => {
    fake.behaviour.set('token-500', 500);
    await expect(sender.send({ token: 'token-500', plataforma: 'ios' }, payload)).rejects.toThrow(
      new Error('FCM answered 500 INTERNAL'),
    );
  });

  it('refuses a key file it cannot read, naming the setting', () => {
    expect(() => readServiceAccount(`${fake.credentialsFile}.ausente`)).toThrow(
      'FCM_CREDENTIALS_FILE',
    );
  });
});
