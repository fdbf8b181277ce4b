// The Web Push sender against a local push service over HTTPS: the payload arrives encrypted for the
// subscription and signed with our VAPID key; a forgotten subscription is told apart from a service
// that fails, and an error never carries the endpoint or the notice.
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSender } from '../../src/notices/push/web-push-sender.ts';
import { startPushService, type PushService } from '../helpers/push-service.ts';
import { pushPayload } from './push-payloads.ts';
import { testConfig } from '../helpers/test-config.ts';

const payload = pushPayload();

describe('web push sender', () => {
  const { push } = testConfig();
  const timeoutMs = 300;
  let service: PushService;
  beforeAll(async () => {
    service = await startPushService({ applicationServerKey: push.vapid.publicKey });
  });
  afterAll(() => service.close());

  const senderWith = (vapid = push.vapid) =>
    webPushSender({ push: { vapid, timeoutMs }, agent: service.agent });
  const deviceOf = (subscription: ReturnType<PushService['subscription']>) => ({
    endpoint: subscription.endpoint,
    ...subscription.keys,
  });

  it('delivers the payload encrypted for the subscription, signed with the VAPID key', async () => {
    const subscription = service.subscription(201);
    expect(await senderWith().send(deviceOf(subscription), payload)).toBe('entregue');
    const delivered = service.received.find((push) => push.endpoint === subscription.endpoint);
    expect(delivered?.payload).toEqual(payload);
    expect(delivered?.vapid).toMatchObject({ aud: service.url, sub: push.vapid.subject });
    expect(delivered?.headers).toEqual({ ttl: String(24 * 60 * 60), urgency: 'normal' });
  });

  it.each([404, 410] as const)('answers esquecida when the service says %i', async (status) => {
    const subscription = service.subscription(status);
    expect(await senderWith().send(deviceOf(subscription), payload)).toBe('esquecida');
  });

  it('throws after the timeout when the service does not answer', async () => {
    const started = Date.now();
    const subscription = service.subscription('hang');
    const error = await senderWith()
      .send(deviceOf(subscription), payload)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Web Push service unreachable: timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs - 20);
  });

  it('throws with the status alone when the service refuses a key the subscription was not made with', async () => {
    const subscription = service.subscription(201);
    const other = webpush.generateVAPIDKeys();
    const error = await senderWith({ ...push.vapid, ...other })
      .send(deviceOf(subscription), payload)
      .catch((thrown: unknown) => thrown as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Web Push service answered 403');
    expect(JSON.stringify(error)).not.toContain(subscription.endpoint);
  });

  it('throws when the token is not signed by the key it names', async () => {
    const subscription = service.subscription(201);
    const forged = { ...push.vapid, privateKey: webpush.generateVAPIDKeys().privateKey };
    await expect(senderWith(forged).send(deviceOf(subscription), payload)).rejects.toThrow(
      'Web Push service answered 401',
    );
    expect(service.received.map((push) => push.endpoint)).not.toContain(subscription.endpoint);
  });
});
