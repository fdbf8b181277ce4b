// A customer's page in the console over HTTP: the masked profile, and the level, the month's purchases
// and the balances the customers' own statement gives (purchases and a redemption made through the
// partner API); the statement, ratings, messages, sessions and notices tabs; and the reveal, whose
// audit row names the action, the customer and the reason and holds none of the data shown.
import { expect, it } from 'vitest';
import type { Lancamento } from '@fidelidade/domain/contracts/lancamento';
import type {
  ClienteAvaliacao,
  ClienteAviso,
  ClienteMensagem,
  ClientePainel,
  ClienteRevelado,
  ClienteSessao,
} from '@fidelidade/domain/contracts/painel/clientes';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import { consoleCustomerMessages } from '@fidelidade/domain/messages';
import { statementFor } from '../../src/loyalty/statement.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { releaseAllPending } from '../helpers/cashback-lifecycle.ts';
import { insertCliente } from '../helpers/cliente-row.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';
import { usePainelApp, type PainelClient } from './painel-app.ts';

interface Pagina<T> {
  itens: T[];
  total: number;
}

const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 86_400_000;
const PERSON = {
  nome: 'Maria Conceição',
  cpf: '52998224725',
  celular: '11987654321',
  email: 'maria.conceicao@gmail.com',
  data_nascimento: '1990-05-17',
};

describeEachDatabase('console customer page', (database) => {
  const painel = usePainelApp(database);
  const db = () => painel.api.app.database.db;
  let client: PainelClient;
  let clienteId: string;
  const tab = <T>(name: string, query = '') =>
    client.request<Pagina<T>>('GET', `/clientes/${clienteId}/${name}${query}`);

  it('shows the masked profile and the figures of the customers’ own statement', async () => {
    client = await painel.signIn(await painel.operador('atendimento'));
    clienteId = await insertCliente(db(), { ...PERSON, email_confirmado_em: new Date() });
    const loja = await createLoja(db(), `Padaria São Jorge ${uniqueId()}`);
    const partner = partnerClient(painel.api, loja.chave);
    expect((await partner.post('/compras', compra(PERSON.cpf, { valor: 10000 }))).status).toBe(201);
    await releaseAllPending(painel.api.app);
    const resgate = { cpf: PERSON.cpf, valor: 100, idResgateLoja: uniqueId('resgate') };
    expect((await partner.post('/resgates', resgate)).status).toBe(201);
    expect((await partner.post('/compras', compra(PERSON.cpf))).status).toBe(201);

    const page = await client.request<ClientePainel>('GET', `/clientes/${clienteId}`);
    expect(page.status).toBe(200);
    const now = painel.clock.now;
    const rules = await painel.api.app.programmeRules.currentRules(now);
    const { extrato } = await statementFor(db(), clienteId, 3, now, rules);
    expect(extrato.saldoCentavos).toBeGreaterThan(0);
    expect(extrato.pendenteCentavos).toBeGreaterThan(0);
    expect(page.envelope.data).toEqual({
      id: clienteId,
      nome: PERSON.nome,
      cpfMascarado: '***.982.247-**',
      emailMascarado: 'ma***@gmail.com',
      celularMascarado: '(11) *****-4321',
      dataNascimentoMascarada: '**/**/1990',
      emailConfirmado: true,
      celularConfirmado: false,
      ativo: true,
      criadoEm: expect.any(String) as string,
      nivel: extrato.nivel,
      comprasNoMes: 2,
      saldo: {
        disponivelCentavos: extrato.saldoCentavos,
        pendenteCentavos: extrato.pendenteCentavos,
        proximaExpiracao: extrato.proximaExpiracao,
      },
    });
    expect(page.envelope.data.saldo.proximaExpiracao).not.toBeNull();
    for (const secret of [PERSON.cpf, PERSON.celular, PERSON.email, '17/05', '05-17']) {
      expect(page.text).not.toContain(secret);
    }
  });

  it('answers 404 for an id that names nobody, on the page and every tab', async () => {
    for (const path of ['', '/extrato', '/avaliacoes', '/mensagens', '/sessoes', '/avisos']) {
      const answer = await client.request('GET', `/clientes/${MISSING}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.envelope.message, path).toBe(consoleCustomerMessages.customerNotFound);
    }
    const bad = await client.request('GET', '/clientes/nao-e-um-id');
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toBe(consoleCustomerMessages.invalidCustomerId);
  });

  it('lists the statement newest first, by type, São Paulo days and page', async () => {
    const all = await tab<Lancamento>('extrato');
    expect(all.status).toBe(200);
    expect(all.envelope.data.itens.map((entry) => entry.tipo)).toEqual([
      'compra',
      'resgate',
      'compra',
    ]);
    expect(all.envelope.data.itens[2]).toMatchObject({ valorCentavos: 10000, tipo: 'compra' });
    const resgates = await tab<Lancamento>('extrato', '?tipo=resgate');
    expect(resgates.envelope.data).toMatchObject({ total: 1, itens: [{ cashbackCentavos: -100 }] });
    const second = await tab<Lancamento>('extrato', '?porPagina=1&pagina=2');
    expect(second.envelope.data.total).toBe(3);
    expect(second.envelope.data.itens.map((entry) => entry.id)).toEqual([
      all.envelope.data.itens[1]?.id,
    ]);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    expect((await tab('extrato', `?de=${tomorrow}`)).envelope.data.total).toBe(0);
    const days = await tab('extrato', `?de=${yesterday}&ate=${tomorrow}`);
    expect(days.envelope.data.total).toBe(3);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
    expect((await tab('extrato', `?ate=${twoDaysAgo}`)).envelope.data.total).toBe(0);
    for (const query of ['?tipo=bonus', '?de=2026-13-01', '?ate=ontem', '?pagina=0']) {
      const refused = await tab('extrato', query);
      expect(refused.status, query).toBe(400);
      expect(refused.envelope.message, query).toMatch(/\S/);
    }
  });

  it('lists the ratings of the customer’s purchases with their store', async () => {
    const purchases = await db()
      .selectFrom('compras')
      .innerJoin('lojas', 'lojas.id', 'compras.loja_id')
      .select(['compras.id', 'lojas.nome'])
      .where('cliente_id', '=', clienteId)
      .orderBy('compras.ocorrida_em')
      .execute();
    const [first] = purchases;
    if (!first) throw new Error('no purchase');
    await db()
      .insertInto('avaliacoes')
      .values({ compra_id: first.id, estrelas: 4, comentario: 'Pão quentinho' })
      .execute();
    const ratings = await tab<ClienteAvaliacao>('avaliacoes');
    expect(ratings.envelope.data).toEqual({
      total: 1,
      itens: [
        {
          compraId: first.id,
          loja: first.nome,
          estrelas: 4,
          comentario: 'Pão quentinho',
          criadaEm: expect.any(String) as string,
        },
      ],
    });
  });

  it('lists the customer’s own contact messages, not a visitor’s with the same e-mail', async () => {
    const message = (assunto: string, cliente_id: string | null) => ({
      cliente_id,
      nome: PERSON.nome,
      email: PERSON.email,
      data_nascimento: PERSON.data_nascimento,
      telefone: PERSON.celular,
      uf: 'SP',
      assunto,
      mensagem: `Sobre ${assunto}`,
    });
    await db()
      .insertInto('mensagens_contato')
      .values([message('Cashback', clienteId), message('Visitante', null)])
      .execute();
    const messages = await tab<ClienteMensagem>('mensagens');
    expect(messages.envelope.data.total).toBe(1);
    expect(messages.envelope.data.itens[0]).toMatchObject({
      assunto: 'Cashback',
      mensagem: 'Sobre Cashback',
      estado: 'novo',
    });
  });

  it('lists only the sessions still in force', async () => {
    const now = painel.clock.now.getTime();
    const inAnHour = new Date(now + 3_600_000);
    const [active] = await db()
      .insertInto('sessoes')
      .values([
        { cliente_id: clienteId, expira_em: inAnHour },
        { cliente_id: clienteId, expira_em: inAnHour, revogada_em: new Date(now) },
        { cliente_id: clienteId, expira_em: new Date(now - 1000) },
      ])
      .returning('id')
      .execute();
    const sessions = await tab<ClienteSessao>('sessoes');
    expect(sessions.envelope.data).toEqual({
      total: 1,
      itens: [
        {
          id: active?.id,
          tipo: 'cliente',
          criadaEm: expect.any(String) as string,
          expiraEm: inAnHour.toISOString(),
        },
      ],
    });
  });

  it('lists the notices written, with the channels each went by', async () => {
    await painel.api.app.notices.runDue();
    const notices = await tab<ClienteAviso>('avisos');
    expect(notices.envelope.data.total).toBeGreaterThanOrEqual(1);
    const credito = notices.envelope.data.itens.find((aviso) => aviso.evento === 'credito');
    // E-mail is on by default and proven; push is on but the customer has no device; SMS is off.
    expect(credito).toMatchObject({ lidoEm: null, canais: ['email'] });
  });

  it('reveals the profile whole and audits it with the reason, never the data', async () => {
    const operador = await painel.operador('financeiro');
    const finance = await painel.signIn(operador);
    const path = `/clientes/${clienteId}/revelar`;
    const noReason = await finance.request('POST', path, { body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.envelope.message).toBe(consoleCustomerMessages.reasonRequired);
    const noCsrf = await finance.request('POST', path, {
      body: { motivo: 'Cliente ao telefone' },
      csrf: null,
    });
    expect(noCsrf.status).toBe(403);
    const missing = await finance.request('POST', `/clientes/${MISSING}/revelar`, {
      body: { motivo: 'Cliente ao telefone' },
    });
    expect(missing.status).toBe(404);

    const motivo = 'Cliente ao telefone confirmou a identidade';
    const revealed = await finance.request<ClienteRevelado>('POST', path, { body: { motivo } });
    expect(revealed.status).toBe(200);
    expect(revealed.envelope.data).toEqual({
      nome: PERSON.nome,
      cpf: '529.982.247-25',
      email: PERSON.email,
      celular: '(11) 98765-4321',
      dataNascimento: '17/05/1990',
    });

    const trail = await db()
      .selectFrom('auditoria')
      .selectAll()
      .where('operador_id', '=', operador.id)
      .where('acao', '=', 'exibir_dados_pessoais')
      .execute();
    expect(trail.map((row) => [row.entidade, row.registro_id, row.motivo])).toEqual([
      ['cliente', clienteId, motivo],
    ]);
    const everything = JSON.stringify(await db().selectFrom('auditoria').selectAll().execute());
    for (const secret of [PERSON.nome, PERSON.cpf, '529.982', PERSON.email, PERSON.celular]) {
      expect(everything).not.toContain(secret);
    }
  });
});
