// Support's actions on an account, as the customer notices them: their sessions stop, a login is
// refused while support keeps the account deactivated, the account is gone after erasure, and the
// export is the document meus_dados gives them. Each action writes one audit row with the reason and
// the customer's id, never a personal value; an unknown customer is 404 and the reason is required.
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import {
  accountMessages,
  consoleActionMessages,
  consoleCustomerMessages,
  painelMessages,
} from '@fidelidade/domain/messages';
import { describeEachDatabase } from '../../helpers/build-test-app.ts';
import { customerWithEverything, downloadMyData } from '../../privacy/privacy-app.ts';
import type { PainelClient } from '../painel-app.ts';
import { useSupportApp } from './support-app.ts';

const ACTIONS = ['encerrar-sessoes', 'desativar', 'reativar', 'excluir', 'dados'] as const;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const motivo = 'Pedido do titular por telefone, protocolo 123';

describeEachDatabase('support actions on an account', (database) => {
  const h = useSupportApp(database);
  const db = () => h.api.app.database.db;

  const act = (client: PainelClient, id: string, action: string, body: unknown = { motivo }) =>
    client.request('POST', `/clientes/${id}/${action}`, { body });

  const auditOf = (id: string) =>
    db()
      .selectFrom('auditoria')
      .select(['operador_id', 'acao', 'entidade', 'registro_id', 'motivo'])
      .where('registro_id', '=', id)
      .orderBy('id')
      .execute();

  const sessionWorks = async (jwt: string) =>
    (await h.app().request('GET', '/cliente', { jwt })).status === 200;

  const login = (user: Cliente, senha: string) =>
    h.app().request<Cliente>('POST', '/login', { body: { email: user.email, senha } });

  /** No name, CPF, e-mail or phone of the customer anywhere in the trail. */
  async function trailHasNothingOf(user: Cliente) {
    const trail = JSON.stringify(await db().selectFrom('auditoria').selectAll().execute());
    for (const value of [user.nome, user.cpf, user.email, user.celular]) {
      expect(trail).not.toContain(value);
    }
  }

  it('ends every session of the customer, and says how many', async () => {
    const operador = await h.operador('atendimento');
    const client = await h.signIn(operador);
    const { user, senha } = await h.register();
    const second = (await login(user, senha)).envelope.data;
    const id = await h.idOf(user.cpf);

    const answer = await act(client, id, 'encerrar-sessoes');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.envelope).toMatchObject({
      message: consoleActionMessages.sessionsEnded(2),
      data: { encerradas: 2 },
    });
    expect(await sessionWorks(user.jwt)).toBe(false);
    expect(await sessionWorks(second.jwt)).toBe(false);
    // The account itself is untouched: the customer signs in again.
    expect((await login(user, senha)).status).toBe(200);
    expect(await auditOf(id)).toEqual([
      {
        operador_id: operador.id,
        acao: 'encerrar_sessoes',
        entidade: 'cliente',
        registro_id: id,
        motivo,
      },
    ]);
    await trailHasNothingOf(user);
  });

  it('deactivates until support reactivates: the login is refused meanwhile', async () => {
    const operador = await h.operador('administrador');
    const client = await h.signIn(operador);
    const { user, senha } = await h.register();
    const id = await h.idOf(user.cpf);

    const off = await act(client, id, 'desativar');
    expect(off.status, off.text).toBe(200);
    expect(off.envelope).toMatchObject({
      message: consoleActionMessages.deactivated,
      data: { ativo: false },
    });
    expect(await sessionWorks(user.jwt)).toBe(false);
    // Unlike the customer's own deactivation, the right password does not bring it back.
    const refused = await login(user, senha);
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe(consoleActionMessages.deactivatedBySupport);
    const wrong = await login(user, `${senha}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.envelope.message).toBe(accountMessages.invalidCredentials);

    const on = await act(client, id, 'reativar', {
      motivo: 'Documentos conferidos pelo atendimento',
    });
    expect(on.status, on.text).toBe(200);
    expect(on.envelope.data).toEqual({ ativo: true });
    const back = await login(user, senha);
    expect(back.status).toBe(200);
    expect(back.envelope.message).toBe(accountMessages.loggedIn);

    expect((await auditOf(id)).map((row) => [row.acao, row.entidade, row.motivo])).toEqual([
      ['desativar', 'cliente', motivo],
      ['reativar', 'cliente', 'Documentos conferidos pelo atendimento'],
    ]);
    await trailHasNothingOf(user);
  });

  it("erases the account as the customer's own deletion does", async () => {
    const client = await h.signIn(await h.operador('atendimento'));
    const { user, senha, payload } = await h.register();
    const id = await h.idOf(user.cpf);

    const answer = await act(client, id, 'excluir');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.envelope).toMatchObject({ message: consoleActionMessages.erased, data: null });
    expect(await sessionWorks(user.jwt)).toBe(false);
    expect((await login(user, senha)).status).toBe(401);
    const left = await db().selectFrom('clientes').select('id').where('id', '=', id).execute();
    expect(left).toEqual([]);
    // The CPF and e-mail are free: the person can register again.
    expect((await h.app().request('POST', '/cliente', { body: payload })).status).toBe(201);
    expect((await auditOf(id)).map((row) => row.acao)).toEqual(['excluir']);
    await trailHasNothingOf(user);
    // Gone: a second erasure finds no one.
    expect((await act(client, id, 'excluir')).status).toBe(404);
  });

  it('exports the document meus_dados gives the customer', async () => {
    const client = await h.signIn(await h.operador('atendimento'));
    const loyalty = h.loyalty();
    const customer = await customerWithEverything(loyalty, await loyalty.store());
    const id = await h.idOf(customer.user.cpf);

    const answer = await act(client, id, 'dados');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.envelope.message).toBe(consoleActionMessages.dataExported);
    const exported = answer.envelope.data as MeusDados;
    const own = (await downloadMyData(loyalty, customer.user.jwt)).envelope.data;
    // The same document, but for when it was made, which session asked for it (the console's is
    // none of the customer's) and how far the outbox worker got with the messages meanwhile.
    const comparable = (data: MeusDados) => ({
      ...data,
      geradoEm: '',
      sessoes: data.sessoes.map((sessao) => ({ ...sessao, atual: false })),
      mensagensEnviadas: data.mensagensEnviadas.map((mensagem) => ({
        ...mensagem,
        estado: '',
        entregueEm: null,
      })),
    });
    expect(comparable(exported)).toEqual(comparable(own));
    expect(exported.perfil.cpf).toBe(customer.user.cpf);
    expect(exported.compras.length).toBe(2);
    expect((await auditOf(id)).map((row) => [row.acao, row.motivo])).toEqual([
      ['exportar_dados', motivo],
    ]);
    await trailHasNothingOf(customer.user);
  });

  it('answers 404 for an unknown customer and 400 without a reason, writing nothing', async () => {
    const client = await h.signIn(await h.operador('atendimento'));
    const { user } = await h.register();
    const id = await h.idOf(user.cpf);
    for (const action of ACTIONS) {
      const unknown = await act(client, UNKNOWN, action);
      expect(unknown.status, action).toBe(404);
      expect(unknown.envelope.message, action).toBe(consoleCustomerMessages.customerNotFound);
      const bare = await act(client, id, action, {});
      expect(bare.status, action).toBe(400);
      expect(bare.envelope.message, action).toBe(consoleCustomerMessages.reasonRequired);
      const short = await act(client, id, action, { motivo: 'oi' });
      expect(short.status, action).toBe(400);
    }
    expect(await auditOf(id)).toEqual([]);
    expect(await auditOf(UNKNOWN)).toEqual([]);
    expect(await sessionWorks(user.jwt)).toBe(true);
  });

  it('refuses the roles that do not serve customers', async () => {
    const { user } = await h.register();
    const id = await h.idOf(user.cpf);
    for (const papel of ['financeiro', 'loja'] as const) {
      const loja = papel === 'loja' ? { lojaId: (await h.store()).id } : {};
      const client = await h.signIn(await h.operador(papel, loja));
      for (const action of ACTIONS) {
        const answer = await act(client, id, action);
        expect(answer.status, `${papel} ${action}`).toBe(403);
        expect(answer.envelope.message).toBe(painelMessages.forbidden);
      }
    }
    expect(await sessionWorks(user.jwt)).toBe(true);
    expect(await auditOf(id)).toEqual([]);
  });
});
