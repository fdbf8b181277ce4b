// The customer's notice calls: the "Avisos" list with its unread count and marking it read, the channel
// switches (defaults push and e-mail on), and the push devices; each touches only the session's own
// customer, and bad input gets a pt-BR error without changing anything.
import { expect, it } from 'vitest';
import type { Avisos } from '@fidelidade/domain/contracts/avisos';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import type { AvisosPreferencias } from '@fidelidade/domain/contracts/avisos-preferencias';
import { apiMessages, noticeMessages } from '@fidelidade/domain/messages';
import { MAX_DEVICES } from '../../src/notices/push-devices.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { customerWithPurchase } from './notice-harness.ts';

const webDevice = (n: number | string) => ({
  endpoint: `https://push.example.com/envio/${n}`,
  keys: { p256dh: `chave-${n}`, auth: `segredo-${n}` },
});

describeEachDatabase('notice calls', (database) => {
  const h = useLoyaltyApp(database);
  const app = () => h.api.app;
  const call = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    jwt: string,
    body = {},
  ) => h.client().request<T>(method, path, method === 'GET' ? { jwt } : { body: { jwt, ...body } });

  it('lists the notices newest first with the unread count, and marks them read', async () => {
    const { user } = await customerWithPurchase(h);
    const other = await customerWithPurchase(h);
    await app().notices.runDue();

    const listed = await call<Avisos>('GET', '/avisos', user.jwt);
    expect(listed.status).toBe(200);
    expect(listed.envelope.message).toBe(noticeMessages.list);
    expect(listed.envelope.data).toMatchObject({
      naoLidos: 1,
      avisos: [{ evento: 'credito', lido: false, titulo: 'Você ganhou R$\u00a01,50 de cashback' }],
    });
    const [notice] = listed.envelope.data.avisos;

    // Another customer's notice id changes nothing of theirs.
    const foreign = await call<Avisos>('POST', '/avisos/lidos', other.user.jwt, { id: notice?.id });
    expect(foreign.envelope.data.naoLidos).toBe(1);

    const read = await call<Avisos>('POST', '/avisos/lidos', user.jwt, { id: notice?.id });
    expect(read.envelope.message).toBe(noticeMessages.read);
    expect(read.envelope.data).toMatchObject({ naoLidos: 0, avisos: [{ lido: true }] });
    const all = await call<Avisos>('POST', '/avisos/lidos', other.user.jwt);
    expect(all.envelope.data.naoLidos).toBe(0);
  });

  it('answers the default switches and the push key, and keeps what the customer saves', async () => {
    const { user } = await h.register();
    const defaults = await call<AvisosPreferencias>('GET', '/avisos/preferencias', user.jwt);
    expect(defaults.envelope.data).toEqual({
      push: true,
      email: true,
      sms: false,
      chavePublicaPush: app().config.push.vapid.publicKey,
    });
    const saved = await call<AvisosPreferencias>('PUT', '/avisos/preferencias', user.jwt, {
      push: false,
      email: true,
      sms: true,
    });
    expect(saved.envelope.message).toBe(noticeMessages.switchesSaved);
    expect(saved.envelope.data).toMatchObject({ push: false, email: true, sms: true });
    const again = await call<AvisosPreferencias>('GET', '/avisos/preferencias', user.jwt);
    expect(again.envelope.data).toMatchObject({ push: false, email: true, sms: true });
    // The marketing switches are another matter, left as registered.
    const cliente = await h.client().request<Cliente>('GET', '/cliente', { jwt: user.jwt });
    expect(cliente.envelope.data).toMatchObject({
      notificacoesMarketingEmail: user.notificacoesMarketingEmail,
      notificacoesMarketingSms: user.notificacoesMarketingSms,
    });
  });

  it('refuses switches that are not true or false, keeping the saved ones', async () => {
    const { user } = await h.register();
    await call('PUT', '/avisos/preferencias', user.jwt, { push: false, email: false, sms: false });
    const refused = await call('PUT', '/avisos/preferencias', user.jwt, {
      push: 1,
      email: true,
      sms: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope).toMatchObject({
      status: 'error',
      message: 'Opção inválida para o campo push!',
    });
    const kept = await call<AvisosPreferencias>('GET', '/avisos/preferencias', user.jwt);
    expect(kept.envelope.data).toMatchObject({ push: false, email: false, sms: false });
  });

  it('keeps a device per address, moved to whoever signs in on it, and forgets it on request', async () => {
    const first = await h.register();
    const second = await h.register();
    const device = webDevice(first.user.cpf);
    const saved = await call('POST', '/avisos/inscricao', first.user.jwt, { web: device });
    expect(saved.status).toBe(201);
    expect(saved.envelope.message).toBe(noticeMessages.deviceSaved);
    const native = await call('POST', '/avisos/inscricao', first.user.jwt, {
      nativo: { token: `fcm-${first.user.cpf}`, plataforma: 'android' },
    });
    expect(native.status).toBe(201);

    await call('POST', '/avisos/inscricao', second.user.jwt, { web: device });
    const owners = await app()
      .database.db.selectFrom('inscricoes_push')
      .innerJoin('clientes', 'clientes.id', 'inscricoes_push.cliente_id')
      .select(['clientes.cpf', 'inscricoes_push.tipo'])
      .where('endereco', 'in', [device.endpoint, `fcm-${first.user.cpf}`])
      .orderBy('tipo')
      .execute();
    expect(owners).toEqual([
      { cpf: first.user.cpf, tipo: 'nativo' },
      { cpf: second.user.cpf, tipo: 'web' },
    ]);

    // The first customer cannot remove what is now the second's.
    await call('DELETE', '/avisos/inscricao', first.user.jwt, { endereco: device.endpoint });
    const removed = await call('DELETE', '/avisos/inscricao', second.user.jwt, {
      endereco: device.endpoint,
    });
    expect(removed.envelope.message).toBe(noticeMessages.deviceRemoved);
    const left = await app()
      .database.db.selectFrom('inscricoes_push')
      .select('endereco')
      .where('endereco', '=', device.endpoint)
      .execute();
    expect(left).toEqual([]);
  });

  it(`keeps a customer's ${MAX_DEVICES} latest devices`, async () => {
    const { user } = await h.register();
    for (let n = 0; n <= MAX_DEVICES; n += 1) {
      await call('POST', '/avisos/inscricao', user.jwt, { web: webDevice(`${user.cpf}-${n}`) });
    }
    const kept = await app()
      .database.db.selectFrom('inscricoes_push')
      .select('endereco')
      .where('endereco', 'like', `https://push.example.com/envio/${user.cpf}-%`)
      .execute();
    expect(kept).toHaveLength(MAX_DEVICES);
    expect(kept.map((row) => row.endereco)).not.toContain(webDevice(`${user.cpf}-0`).endpoint);
  });

  it('refuses a device that is not one web subscription or one native token', async () => {
    const { user } = await h.register();
    const invalid = [
      {},
      { web: webDevice(1), nativo: { token: 't', plataforma: 'ios' } },
      { web: { ...webDevice(2), endpoint: 'http://push.example.com/sem-tls' } },
      { web: { ...webDevice(3), keys: { p256dh: 'x'.repeat(300), auth: 'y' } } },
      { nativo: { token: 't', plataforma: 'windows' } },
    ];
    for (const body of invalid) {
      const response = await call('POST', '/avisos/inscricao', user.jwt, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.envelope.message).toBe('Inscrição de notificações inválida.');
    }
  });

  it('gives the notices, switches and devices in the data download, and erases them with the account', async () => {
    const { user, clienteId } = await customerWithPurchase(h);
    await call('POST', '/avisos/inscricao', user.jwt, { web: webDevice(`dl-${user.cpf}`) });
    await app().notices.runDue();
    const exported = await call<MeusDados>('GET', '/meus_dados', user.jwt);
    expect(exported.envelope.data).toMatchObject({
      avisosCanais: { push: true, email: true, sms: false },
      avisos: [{ evento: 'credito', titulo: 'Você ganhou R$ 1,50 de cashback', canais: ['push'] }],
      dispositivosPush: [{ tipo: 'web', endereco: webDevice(`dl-${user.cpf}`).endpoint }],
    });
    expect(JSON.stringify(exported.envelope.data)).not.toContain(`segredo-dl-${user.cpf}`);

    const deleted = await call('DELETE', '/cliente', user.jwt);
    expect(deleted.status).toBe(200);
    const db = app().database.db;
    const left = await Promise.all(
      (['avisos', 'inscricoes_push'] as const).map((table) =>
        db.selectFrom(table).select('id').where('cliente_id', '=', clienteId).execute(),
      ),
    );
    expect(left).toEqual([[], []]);
  });

  it('answers every notice call without a session with the login message', async () => {
    const calls = [
      ['GET', '/avisos'],
      ['POST', '/avisos/lidos'],
      ['GET', '/avisos/preferencias'],
      ['PUT', '/avisos/preferencias'],
      ['POST', '/avisos/inscricao'],
      ['DELETE', '/avisos/inscricao'],
    ] as const;
    for (const [method, path] of calls) {
      const response = await h.client().request(method, path, method === 'GET' ? {} : { body: {} });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.envelope.message).toBe(apiMessages.unauthorized);
    }
  });
});
