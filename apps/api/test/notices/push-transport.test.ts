// Push through the real outbox (DESIGN decision 17): one message per device, delivered by Web Push or
// FCM; a device its service forgot is dropped and its message discarded; a service that does not
// answer keeps the message for a later attempt; without FCM a native push goes to the log.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { insertCliente } from '../helpers/cliente-row.ts';
import type { PushBehaviour } from '../helpers/push-service.ts';
import { newDevice, usePushApp, type PushApp } from './push-app.ts';
import { pushPayload } from './push-payloads.ts';

function pushSteps({ api }: PushApp) {
  const outboxRow = (id: string) =>
    api.app.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const deviceExists = async (id: string) =>
    (await api.app.database.db
      .selectFrom('inscricoes_push')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined;
  const enqueue = (clienteId: string, inscricaoId: string, payload = pushPayload()) =>
    api.app.outbox.enqueuePush({ clienteId, inscricaoId, payload });
  return { outboxRow, deviceExists, enqueue };
}

describeEachDatabase('push transport', (database) => {
  const push = usePushApp(database);
  const { api, service, fcm } = push;
  const { outboxRow, deviceExists, enqueue } = pushSteps(push);
  const webDevice = async (clienteId: string, behaviour: PushBehaviour) =>
    newDevice(api.app, clienteId, { web: service().subscription(behaviour) });

  it('delivers a notice to a browser through its push service', async () => {
    const clienteId = await insertCliente(api.app.database.db);
    const deviceId = await webDevice(clienteId, 201);
    const payload = pushPayload();
    const id = await enqueue(clienteId, deviceId, payload);
    expect(await api.app.outbox.deliverDue()).toMatchObject({ sent: 1 });
    expect(service().received.at(-1)?.payload).toEqual(payload);
    expect(await outboxRow(id)).toMatchObject({ estado: 'enviada', tentativas: 1, texto: '' });
  });

  it('delivers a notice to a phone through FCM', async () => {
    const clienteId = await insertCliente(api.app.database.db);
    const token = randomBytes(32).toString('base64url');
    const deviceId = await newDevice(api.app, clienteId, { nativo: { token, plataforma: 'ios' } });
    const payload = pushPayload();
    const id = await enqueue(clienteId, deviceId, payload);
    expect(await api.app.outbox.deliverDue()).toMatchObject({ sent: 1 });
    expect(fcm().received.at(-1)?.message).toMatchObject({
      token,
      notification: { title: payload.titulo, body: payload.texto },
    });
    expect(await outboxRow(id)).toMatchObject({ estado: 'enviada' });
  });

  it('drops a browser its push service forgot and discards the message', async () => {
    const clienteId = await insertCliente(api.app.database.db);
    const deviceId = await webDevice(clienteId, 410);
    const id = await enqueue(clienteId, deviceId);
    expect(await api.app.outbox.deliverDue()).toMatchObject({ discarded: 1 });
    expect(await outboxRow(id)).toMatchObject({ estado: 'descartada', texto: '' });
    expect(await deviceExists(deviceId)).toBe(false);
  });

  it('drops a phone FCM no longer knows', async () => {
    const clienteId = await insertCliente(api.app.database.db);
    const token = randomBytes(32).toString('base64url');
    fcm().behaviour.set(token, 404);
    const deviceId = await newDevice(api.app, clienteId, {
      nativo: { token, plataforma: 'android' },
    });
    const id = await enqueue(clienteId, deviceId);
    expect(await api.app.outbox.deliverDue()).toMatchObject({ discarded: 1 });
    expect(await outboxRow(id)).toMatchObject({ estado: 'descartada' });
    expect(await deviceExists(deviceId)).toBe(false);
  });

  it('discards a message whose device is gone or now belongs to someone else', async () => {
    const clienteId = await insertCliente(api.app.database.db);
    const gone = await enqueue(clienteId, randomUUID());
    const subscription = service().subscription(201);
    const deviceId = await newDevice(api.app, clienteId, { web: subscription });
    const handedOver = await enqueue(clienteId, deviceId);
    // Another customer signs in on the same browser: the device is theirs now.
    await newDevice(api.app, await insertCliente(api.app.database.db), { web: subscription });
    expect(await api.app.outbox.deliverDue()).toMatchObject({ discarded: 2 });
    expect(await outboxRow(gone)).toMatchObject({ estado: 'descartada' });
    expect(await outboxRow(handedOver)).toMatchObject({ estado: 'descartada' });
    expect(service().received.map((push) => push.endpoint)).not.toContain(subscription.endpoint);
  });

  // Last: the kept message becomes due again a second later.
  it('keeps the message for later when the push service does not answer', async () => {
    const clienteId = await insertCliente(api.app.database.db);
    const subscription = service().subscription('hang');
    const deviceId = await newDevice(api.app, clienteId, { web: subscription });
    const id = await enqueue(clienteId, deviceId);
    expect(await api.app.outbox.deliverDue()).toMatchObject({ failed: 1 });
    const kept = await outboxRow(id);
    expect(kept).toMatchObject({ estado: 'pendente', tentativas: 1 });
    expect(kept.ultimo_erro).toBe('Web Push service unreachable: timeout');
    expect(await deviceExists(deviceId)).toBe(true);
  });
});

describeEachDatabase('push transport without FCM', (database) => {
  const push = usePushApp(database, { fcm: false });
  const { api, logs } = push;
  const { outboxRow, enqueue } = pushSteps(push);

  it('writes a native push to the log, without the token or the notice', async () => {
    const clienteId = await insertCliente(api.app.database.db);
    const token = randomBytes(32).toString('base64url');
    const deviceId = await newDevice(api.app, clienteId, {
      nativo: { token, plataforma: 'android' },
    });
    const payload = pushPayload({ texto: 'Texto que não vai ao log' });
    const id = await enqueue(clienteId, deviceId, payload);
    expect(await api.app.outbox.deliverDue()).toMatchObject({ logged: 1 });
    expect(await outboxRow(id)).toMatchObject({ estado: 'registrada', texto: '' });
    const line = logs.entries().find((entry) => entry.plataforma === 'android');
    expect(line?.msg).toContain('Push nativo sem FCM configurado');
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(payload.texto);
  });
});
