// The outbox (DESIGN decision 11): SMS through the HTTP provider adapter (a real fetch to a local
// server), retries with backoff while it is down, the log when no provider is set (and nowhere else),
// and several senders never delivering one message twice.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { Outbox } from '../../src/outbox/outbox.ts';
import { retryWaitMs } from '../../src/outbox/backoff.ts';
import { smsTransport } from '../../src/outbox/transports.ts';
import { startSmsProvider, useOutboxApp, type FakeSmsProvider } from './outbox-app.ts';

const email = (to: string) => ({
  to,
  subject: 'Assunto',
  text: 'Texto CODE42',
  html: '<p>Texto CODE42</p>',
});

describeEachDatabase('outbox', (database) => {
  let provider: FakeSmsProvider;
  beforeAll(async () => {
    provider = await startSmsProvider();
  });
  afterAll(() => provider.stop());
  const { api, logs } = useOutboxApp(database, () => ({
    sms: { apiUrl: provider.url, apiToken: 'token-do-provedor' },
  }));
  const row = (id: string) =>
    api.app.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('sends an SMS as POST JSON {to, message} with the bearer token', async () => {
    provider.status = 200;
    const id = await api.app.outbox.enqueueSms({ to: '(11) 98765-4321', text: 'Olá por SMS' });
    expect(await api.app.outbox.deliverDue()).toMatchObject({ sent: 1, failed: 0 });
    expect(provider.received.at(-1)).toEqual({
      authorization: 'Bearer token-do-provedor',
      body: { to: '11987654321', message: 'Olá por SMS' },
    });
    expect(await row(id)).toMatchObject({ estado: 'enviada', tentativas: 1, texto: '' });
  });

  it('keeps an SMS while the provider fails, with growing waits, and sends it later', async () => {
    provider.status = 503;
    const id = await api.app.outbox.enqueueSms({ to: '11912345678', text: 'Tente de novo' });
    expect(await api.app.outbox.deliverDue()).toMatchObject({ failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ estado: 'pendente', tentativas: 1, texto: 'Tente de novo' });
    expect(failed.ultimo_erro).toContain('503');
    expect(failed.proxima_tentativa.getTime() - failed.criada_em.getTime()).toBeGreaterThanOrEqual(
      1000 - 50,
    );
    // Not due yet: nothing is tried.
    expect(await api.app.outbox.deliverDue()).toMatchObject({ sent: 0, failed: 0 });
    await api.app.database.db
      .updateTable('outbox')
      .set({ proxima_tentativa: new Date(Date.now() - 1) })
      .where('id', '=', id)
      .execute();
    provider.status = 200;
    expect(await api.app.outbox.deliverDue()).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ estado: 'enviada', tentativas: 2, ultimo_erro: null });
  });

  it('writes an e-mail to the log when no SMTP server is set, and marks it so', async () => {
    const id = await api.app.outbox.enqueueEmail(email('log@example.com'));
    expect(await api.app.outbox.deliverDue()).toMatchObject({ logged: 1 });
    const lines = logs.entries().filter((entry) => String(entry.msg).includes('CODE42'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain('Mensagem sem provedor configurado (email)');
    expect(await row(id)).toMatchObject({ estado: 'registrada', texto: '', html: null });
  });

  it('delivers each message once when several senders run at the same time', async () => {
    provider.status = 200;
    const before = provider.received.length;
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api.app.outbox.enqueueSms({ to: '11900000000', text: `Mensagem ${index}` }),
      ),
    );
    const sender = () =>
      new Outbox({
        db: api.app.database.db,
        transports: { sms: smsTransport(provider.url, undefined) },
        retryBaseMs: 1000,
        now: () => new Date(),
        log: api.app.log,
      }).deliverDue();
    const reports = await Promise.all([sender(), sender(), sender()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    const texts = provider.received
      .slice(before)
      .map((sms) => (sms.body as { message: string }).message);
    expect(new Set(texts).size).toBe(30);
    expect(texts).toHaveLength(30);
    for (const id of ids) expect((await row(id)).estado).toBe('enviada');
  });
});

it('waits base, 2×, 4×… after each failure, at most one hour', () => {
  expect([1, 2, 3, 4].map((attempts) => retryWaitMs(attempts, 30_000))).toEqual([
    30_000, 60_000, 120_000, 240_000,
  ]);
  expect(retryWaitMs(20, 30_000)).toBe(60 * 60 * 1000);
});
