// Service notices (DESIGN decision 17): each event of a customer's cashback written once, with its
// words and the path it opens, after the purchase and not in it; then sent by the customer's switches,
// e-mail and SMS to proven addresses only, push to each device.
import { expect, it } from 'vitest';
import { cashbackDates } from '@fidelidade/domain/cashback/lifecycle';
import { LAUNCH_RULES } from '@fidelidade/domain/cashback/rules';
import { saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import { compra } from '@fidelidade/test-kit/purchases';
import { runLifecycle } from '../../src/lifecycle/lifecycle.ts';
import { remindExpiries } from '../../src/notices/expiry-reminders.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useSmtpSuite } from '../helpers/smtp-suite.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import {
  buy,
  clienteIdOf,
  customerWithPurchase,
  proveAddresses,
  queuedMessages,
  storedNotices,
} from './notice-harness.ts';

const DAY_MS = 86_400_000;
const brDate = (iso: string) => iso.split('-').reverse().join('/');

describeEachDatabase('cashback notices', (database) => {
  // The outbox worker would deliver (and empty) the queued messages this suite reads.
  const h = useLoyaltyApp(database, {
    outbox: { worker: false, intervalMs: 5_000, retryBaseMs: 30_000 },
  });
  const app = () => h.api.app;
  const db = () => h.api.app.database.db;

  it('tells a purchase after it is recorded, once, linking to its statement entry', async () => {
    const { clienteId, bought } = await customerWithPurchase(h, 3000);
    expect(await storedNotices(app(), clienteId)).toEqual([]);
    expect(await app().notices.runDue()).toMatchObject({ creditos: 1 });
    await app().notices.runDue();
    const liberaEm = saoPauloDate(new Date(bought.liberaEm ?? '')).iso;
    expect(await storedNotices(app(), clienteId)).toMatchObject([
      {
        evento: 'credito',
        titulo: 'Você ganhou R$\u00a01,50 de cashback',
        texto: `Sua compra rendeu R$\u00a01,50 de cashback, disponível para usar a partir de ${brDate(liberaEm)}.`,
        url: expect.stringMatching(/^\/detalhes-fidelidade\?id=[0-9a-f-]{36}$/) as string,
      },
    ]);
  });

  it('tells the level the month’s second purchase reached, with the next rate', async () => {
    const { clienteId, loja, user } = await customerWithPurchase(h);
    await buy(loja, compra(user.cpf, { valor: 2000 }));
    await app().notices.runDue();
    const level = (await storedNotices(app(), clienteId)).filter((n) => n.evento === 'nivel');
    expect(level).toMatchObject([
      {
        titulo: 'Você chegou ao nível 2',
        texto: 'Com 2 compras neste mês, sua próxima compra rende 10% de cashback.',
      },
    ]);
  });

  it('tells nothing of a purchase cancelled before the notices ran', async () => {
    const { clienteId, loja, bought } = await customerWithPurchase(h);
    const cancelled = await loja.client.post(`/compras/${bought.idCompraLoja}/cancelamento`);
    expect(cancelled.status).toBe(200);
    await app().notices.runDue();
    expect(await storedNotices(app(), clienteId)).toEqual([]);
  });

  it('tells the release and the expiry, each once however often the lifecycle runs', async () => {
    const { clienteId, loja, user } = await customerWithPurchase(h, 10_000);
    const { releasesAt, expiresAt, expiryDate } = cashbackDates(LAUNCH_RULES, new Date());
    await runLifecycle(db(), releasesAt);
    await runLifecycle(db(), releasesAt);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 200, idResgateLoja: 'r-1' });
    await runLifecycle(db(), expiresAt);
    await runLifecycle(db(), expiresAt);
    const notices = await storedNotices(app(), clienteId);
    expect(notices.filter((n) => n.evento === 'liberacao')).toMatchObject([
      {
        titulo: 'Seu cashback foi liberado',
        texto: 'R$\u00a05,00 de cashback já estão disponíveis para usar nas lojas.',
        url: '/extrato-fidelidade',
      },
    ]);
    expect(notices.filter((n) => n.evento === 'expirado')).toMatchObject([
      {
        titulo: 'Seu cashback expirou',
        texto: `R$\u00a03,00 de cashback expiraram em ${brDate(expiryDate.iso)} sem ser usados.`,
        url: expect.stringMatching(/^\/detalhes-fidelidade\?id=/) as string,
      },
    ]);
  });

  it('reminds 30 and 7 days before an expiry, once each, of what is still left', async () => {
    const { clienteId, user, loja } = await customerWithPurchase(h, 10_000);
    const { releasesAt, expiresAt, expiryDate } = cashbackDates(LAUNCH_RULES, new Date());
    await runLifecycle(db(), releasesAt);
    await loja.client.post('/resgates', { cpf: user.cpf, valor: 100, idResgateLoja: 'r-2' });
    const at = (days: number) => new Date(expiresAt.getTime() - days * DAY_MS);
    await remindExpiries(db(), at(45));
    await remindExpiries(db(), at(30));
    await remindExpiries(db(), at(29));
    await remindExpiries(db(), at(7));
    await remindExpiries(db(), at(6));
    const reminders = (await storedNotices(app(), clienteId)).filter((n) =>
      n.evento.startsWith('expira_'),
    );
    expect(reminders).toMatchObject([
      {
        evento: 'expira_30',
        chave: expiryDate.iso,
        titulo: 'Seu cashback expira em 30 dias',
        texto: `R$\u00a04,00 do seu cashback expiram em ${brDate(expiryDate.iso)}. Use nas lojas antes disso.`,
      },
      { evento: 'expira_7', titulo: 'Seu cashback expira em 7 dias' },
    ]);
  });

  it('sends by the default switches: e-mail to a proven address, no SMS, push to each device', async () => {
    const { clienteId, payload } = await customerWithPurchase(h);
    await app()
      .database.db.insertInto('inscricoes_push')
      .values({
        cliente_id: clienteId,
        tipo: 'nativo',
        endereco: `token-${clienteId}`,
        p256dh: null,
        auth: null,
        plataforma: 'android',
      })
      .execute();
    // The registration's own messages (its confirmation code) are not the notices'.
    const earlier = (await queuedMessages(app(), clienteId)).length;
    const sentSince = async () => (await queuedMessages(app(), clienteId)).slice(earlier);
    await app().notices.runDue();
    // The address was never proven: push only.
    expect((await sentSince()).map((m) => m.canal)).toEqual(['push']);

    await proveAddresses(app(), clienteId);
    await buy(await h.store(), compra(payload.dadosPessoais.cpf));
    await app().notices.runDue();
    const messages = await sentSince();
    // The second purchase: credited and level 2, each by e-mail and push.
    expect(messages.map((m) => m.canal).sort()).toEqual(['email', 'email', 'push', 'push', 'push']);
    const email = messages.find((m) => m.canal === 'email');
    expect(email).toMatchObject({ assunto: expect.stringMatching(/^Você/) as string });
    expect(email?.texto).toContain('Veja seus avisos no app Fidelidade, em Avisos.');
    const pushed = messages
      .filter((m) => m.canal === 'push')
      .map((m) => JSON.parse(m.texto) as unknown);
    const notices = await storedNotices(app(), clienteId);
    // Each push carries its notice's words, path and id.
    expect(pushed).toEqual(
      expect.arrayContaining(
        notices.map(({ id, titulo, texto, url }) => ({ titulo, texto, url, avisoId: id })),
      ),
    );
    expect(notices.every((n) => n.enviado_em !== null)).toBe(true);
  });

  it('sends by the switches the customer chose, and nothing to a deactivated account', async () => {
    const { clienteId, user, loja } = await customerWithPurchase(h);
    await proveAddresses(app(), clienteId);
    const earlier = (await queuedMessages(app(), clienteId)).length;
    const sentSince = async () => (await queuedMessages(app(), clienteId)).slice(earlier);
    const saved = await h.client().request('PUT', '/avisos/preferencias', {
      body: { jwt: user.jwt, push: false, email: false, sms: true },
    });
    expect(saved.status).toBe(200);
    await app().notices.runDue();
    expect((await sentSince()).map((m) => m.canal)).toEqual(['sms']);
    const [sms] = await sentSince();
    expect(sms?.texto).toMatch(/^Fidelidade: Sua compra rendeu/);

    await app()
      .database.db.updateTable('clientes')
      .set({ ativo: false })
      .where('id', '=', clienteId)
      .execute();
    await buy(loja, compra(user.cpf, { valor: 2000 }));
    await app().notices.runDue();
    expect(await sentSince()).toHaveLength(1);
    expect((await storedNotices(app(), clienteId)).length).toBeGreaterThan(1);
  });
});

describeEachDatabase('cashback notices by e-mail', (database) => {
  const smtp = useSmtpSuite();
  const h = useLoyaltyApp(database, () => smtp.deliveringConfig());

  it('reaches the proven address with the notice’s words', async () => {
    const registered = await h.register();
    const clienteId = await clienteIdOf(h.api.app, registered.user.cpf);
    await proveAddresses(h.api.app, clienteId);
    await buy(await h.store(), compra(registered.user.cpf, { valor: 3000 }));
    await h.api.app.notices.runDue();
    const mail = await smtp.server.waitFor(registered.payload.dadosPessoais.email, (m) =>
      m.subject.startsWith('Você ganhou'),
    );
    expect(mail.subject).toBe('Você ganhou R$\u00a01,50 de cashback');
    expect(mail.text).toContain(`Olá, ${registered.user.nome}!`);
    expect(mail.text).toContain('Sua compra rendeu R$\u00a01,50 de cashback');
    expect(mail.html).toContain('Veja seus avisos no app Fidelidade, em Avisos.');
  });
});
