// CPF claims in the console (docs/decisions/0019-cpf-claim-resolution.md): support lists the proven
// claims, reads one with both parties masked, reveals their contact points (audited) and decides once.
// Resolving moves the CPF and the purchases recorded under it, with their cashback and statement
// entries, to the claimant's account, or to a row reserved for the claim that the claimant's
// registration takes over; the old account keeps its name, e-mail, phone and redemptions, and signs in
// with no CPF. Balances, monthly summaries, month counts and the statement copies stay right.
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type {
  Reivindicacao,
  ReivindicacaoRevelada,
  ReivindicacoesLista,
} from '@fidelidade/domain/contracts/painel/reivindicacoes';
import { appMessages, consoleActionMessages } from '@fidelidade/domain/messages';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { compra, daysAgo, uniqueId } from '@fidelidade/test-kit/purchases';
import { profileEdit } from '../../accounts/factories.ts';
import { describeEachDatabase } from '../../helpers/build-test-app.ts';
import { testOutboxConfig } from '../../recovery/recovery-app.ts';
import type { Store } from '../../loyalty/loyalty-app.ts';
import type { PainelClient } from '../painel-app.ts';
import { useSupportApp } from './support-app.ts';

const CODE_IN_TEXT = /\b([A-Z0-9]{6})\b(?=\. Vale|\n)/;
const motivo = 'Documento com foto conferido pelo atendimento';

describeEachDatabase('CPF claims in the console', (database) => {
  // The outbox worker off: a claim's code is read from its queued message, which delivery empties.
  const h = useSupportApp(database, testOutboxConfig());
  const db = () => h.api.app.database.db;

  /** A claim on `cpf` by `email`, proven with the code the app's calls send. */
  async function provenClaim(cpf: string, email: string): Promise<string> {
    const app = h.app();
    const opened = await app.request<{ jwt: string }>('POST', '/reivindicar_cpf', {
      body: { cpf, email },
    });
    expect(opened.status, opened.envelope.message).toBe(200);
    const { texto } = await db()
      .selectFrom('outbox')
      .select('texto')
      .where('destinatario', '=', email)
      .where('assunto', 'like', '%análise do CPF%')
      .orderBy('criada_em', 'desc')
      .executeTakeFirstOrThrow();
    const codigo = CODE_IN_TEXT.exec(texto)?.[1] ?? '';
    const confirmed = await app.request('POST', '/confirmar_reivindicacao', {
      body: { jwt: opened.envelope.data.jwt, codigo },
    });
    expect(confirmed.status, confirmed.envelope.message).toBe(200);
    const row = await db()
      .selectFrom('reivindicacoes_cpf')
      .select('id')
      .where('cpf', '=', cpf)
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A holder with cashback in every state: released and partly spent, pending, one cancelled. */
  async function holderWithCashback(loja: Store) {
    const registered = await h.register();
    const { cpf } = registered.user;
    expect(
      (await loja.client.post('/compras', compra(cpf, { valor: 10_000, dataHora: daysAgo(40) })))
        .status,
    ).toBe(201);
    expect((await loja.client.post('/compras', compra(cpf, { valor: 5_000 }))).status).toBe(201);
    const cancelled = compra(cpf, { valor: 2_000 });
    await loja.client.post('/compras', cancelled);
    expect((await loja.client.post(`/compras/${cancelled.idCompraLoja}/cancelamento`)).status).toBe(
      200,
    );
    const redeemed = await loja.client.post('/resgates', {
      cpf,
      valor: 100,
      idResgateLoja: uniqueId('resgate'),
    });
    expect(redeemed.status).toBe(201);
    return registered;
  }

  /** A customer whose e-mail is proven, as a code sent to it would have proven it. */
  async function confirmedCustomer() {
    const registered = await h.register();
    await db()
      .updateTable('clientes')
      .set({ email_confirmado_em: new Date() })
      .where('email', '=', registered.user.email)
      .execute();
    return registered;
  }

  const statement = async (jwt: string) => {
    const answer = await h.app().request<Extrato>('GET', '/extrato?meses=12', { jwt });
    expect(answer.status, answer.envelope.message).toBe(200);
    return answer.envelope.data;
  };
  const login = (user: Cliente, senha: string) =>
    h.app().request<Cliente>('POST', '/login', { body: { email: user.email, senha } });
  const decide = (client: PainelClient, id: string, decisao: string, reason = motivo) =>
    client.request<Reivindicacao>('POST', `/reivindicacoes/${id}/decisao`, {
      body: { decisao, motivo: reason },
    });
  const rowOf = (id: string) =>
    db()
      .selectFrom('clientes')
      .select(['nome', 'cpf', 'email', 'celular', 'ativo'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Each account's summary rows and month counts still equal its own entries and purchases. */
  async function figuresAgree(clienteId: string) {
    const entries = await db()
      .selectFrom('lancamentos')
      .select(['mes', 'tipo', 'cashback_centavos'])
      .where('cliente_id', '=', clienteId)
      .execute();
    const expected = new Map<string, Record<string, number>>();
    const column = {
      compra: 'ganho',
      cancelamento: 'estornado',
      resgate: 'resgatado',
      expiracao: 'expirado',
    } as Record<string, string>;
    for (const entry of entries) {
      const month = expected.get(entry.mes) ?? {
        ganho: 0,
        estornado: 0,
        resgatado: 0,
        expirado: 0,
      };
      const key = column[entry.tipo] ?? entry.tipo;
      month[key] = (month[key] ?? 0) + Math.abs(entry.cashback_centavos);
      expected.set(entry.mes, month);
    }
    const summary = await db()
      .selectFrom('extrato_mensal')
      .select([
        'mes',
        'ganho_centavos',
        'estornado_centavos',
        'resgatado_centavos',
        'expirado_centavos',
      ])
      .where('cliente_id', '=', clienteId)
      .execute();
    for (const row of summary) {
      const month = expected.get(row.mes) ?? { ganho: 0, estornado: 0, resgatado: 0, expirado: 0 };
      expect(
        [
          row.ganho_centavos,
          row.estornado_centavos,
          row.resgatado_centavos,
          row.expirado_centavos,
        ].map(Number),
      ).toEqual([month.ganho, month.estornado, month.resgatado, month.expirado]);
      expected.delete(row.mes);
    }
    expect([...expected.keys()]).toEqual([]);
    const counts = await db()
      .selectFrom('compras_mes')
      .select(['mes', 'compras'])
      .where('cliente_id', '=', clienteId)
      .where('compras', '>', 0)
      .orderBy('mes')
      .execute();
    const purchases = await db()
      .selectFrom('compras')
      .select((eb) => ['mes', eb.fn.countAll<number>().as('compras')])
      .where('cliente_id', '=', clienteId)
      .where('cancelada_em', 'is', null)
      .groupBy('mes')
      .orderBy('mes')
      .execute();
    expect(counts.map((row) => [row.mes, row.compras])).toEqual(
      purchases.map((row) => [row.mes, row.compras]),
    );
    const credits = await db()
      .selectFrom('creditos_cashback')
      .select(['estado', 'restante_centavos'])
      .where('cliente_id', '=', clienteId)
      .execute();
    const sum = (estado: string) =>
      credits
        .filter((credit) => credit.estado === estado)
        .reduce((total, credit) => total + credit.restante_centavos, 0);
    const saldo = await db()
      .selectFrom('saldos')
      .select(['saldo_centavos', 'pendente_centavos'])
      .where('cliente_id', '=', clienteId)
      .executeTakeFirst();
    expect([saldo?.saldo_centavos ?? 0, saldo?.pendente_centavos ?? 0]).toEqual([
      sum('disponivel'),
      sum('pendente'),
    ]);
  }

  const auditOf = (id: string) =>
    db()
      .selectFrom('auditoria')
      .select(['acao', 'entidade', 'motivo'])
      .where('registro_id', '=', id)
      .orderBy('id')
      .execute();

  it('resolves to the claimant’s account: the CPF, purchases and cashback follow', async () => {
    const client = await h.signIn(await h.operador('atendimento'));
    const loja = await h.store();
    const holder = await holderWithCashback(loja);
    const holderId = await h.idOf(holder.user.cpf);
    const claimant = await confirmedCustomer();
    const claimantId = await h.idOf(claimant.user.cpf);
    const claimId = await provenClaim(holder.user.cpf, claimant.user.email);
    const before = await statement(holder.user.jwt);
    // A copy of the claimant's statement is kept now; it must not outlive the move.
    const claimantBefore = await statement(claimant.user.jwt);
    expect(claimantBefore.lancamentos).toEqual([]);
    const holderRow = await rowOf(holderId);

    const detail = await client.request<Reivindicacao>('GET', `/reivindicacoes/${claimId}`);
    expect(detail.status).toBe(200);
    expect(detail.envelope.data).toMatchObject({
      estado: 'aberta',
      titularId: holderId,
      titular: { id: holderId, nome: holder.user.nome, emailConfirmado: false },
      contaDoRequerente: { id: claimantId },
      decisao: null,
    });

    const resolved = await decide(client, claimId, 'resolvida');
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.envelope.message).toBe(consoleActionMessages.claimResolved);
    expect(resolved.envelope.data).toMatchObject({
      estado: 'resolvida',
      titularId: claimantId,
      contaDoRequerente: { id: claimantId },
      decisao: { decisao: 'resolvida', motivo },
    });

    // The claimant holds the CPF, the purchases' cashback and their entries.
    expect((await rowOf(claimantId)).cpf).toBe(holder.user.cpf);
    const after = await statement(claimant.user.jwt);
    expect([after.saldoCentavos, after.pendenteCentavos]).toEqual([
      before.saldoCentavos,
      before.pendenteCentavos,
    ]);
    const kinds = (extrato: Extrato) => extrato.lancamentos.map((entry) => entry.tipo).sort();
    expect(kinds(after)).toEqual(['cancelamento', 'compra', 'compra', 'compra']);
    // The old account keeps what is its own and signs in with no CPF; its old session ended.
    expect(await rowOf(holderId)).toEqual({ ...holderRow, cpf: null });
    expect((await h.app().request('GET', '/cliente', { jwt: holder.user.jwt })).status).toBe(401);
    const back = await login(holder.user, holder.senha);
    expect(back.status).toBe(200);
    expect(back.envelope.data.cpf).toBe('');
    // With no CPF it still edits its profile, and cannot take one by editing.
    const edit = (cpf: string) =>
      h.app().request<Cliente>('PUT', '/cliente', {
        jwt: back.envelope.data.jwt,
        body: profileEdit(back.envelope.data, { cpf, nome: 'Nome Sem Documento' }),
      });
    const taken = await edit(holder.user.cpf);
    expect([taken.status, taken.envelope.message]).toEqual([400, appMessages.cpfCannotChange]);
    const renamed = await edit('');
    expect(renamed.status, renamed.envelope.message).toBe(200);
    expect([renamed.envelope.data.nome, renamed.envelope.data.cpf]).toEqual([
      'Nome Sem Documento',
      '',
    ]);
    const left = await statement(back.envelope.data.jwt);
    expect([left.saldoCentavos, left.pendenteCentavos, left.dividaCentavos]).toEqual([0, 0, 0]);
    expect(kinds(left)).toEqual(['resgate']);
    for (const id of [holderId, claimantId]) await figuresAgree(id);
    // A store's next purchase under the CPF is the claimant's.
    expect(
      (await loja.client.post('/compras', compra(holder.user.cpf, { valor: 1_000 }))).status,
    ).toBe(201);
    expect(kinds(await statement(claimant.user.jwt))).toHaveLength(5);

    expect(await auditOf(claimId)).toEqual([
      { acao: 'resolver_reivindicacao', entidade: 'reivindicacao', motivo },
    ]);
    const trail = JSON.stringify(await db().selectFrom('auditoria').selectAll().execute());
    for (const value of [
      holder.user.cpf,
      claimant.user.email,
      holder.user.email,
      holder.user.nome,
    ]) {
      expect(trail).not.toContain(value);
    }
    const again = await decide(client, claimId, 'rejeitada');
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe(consoleActionMessages.claimAlreadyDecided);
    expect(await auditOf(claimId)).toHaveLength(1);
  });

  it('resolves with no claimant account: the CPF waits for their registration', async () => {
    const client = await h.signIn(await h.operador('administrador'));
    const loja = await h.store();
    const holder = await holderWithCashback(loja);
    const holderId = await h.idOf(holder.user.cpf);
    const email = generateEmail();
    const claimId = await provenClaim(holder.user.cpf, email);
    const before = await statement(holder.user.jwt);

    const resolved = await decide(client, claimId, 'resolvida');
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.envelope.data.contaDoRequerente).toBeNull();
    expect(resolved.envelope.data.titularId).not.toBe(holderId);
    expect((await rowOf(holderId)).cpf).toBeNull();
    // The reserved row is nobody's account yet: support neither finds nor opens it.
    const found = await client.request<{ total: number }>(
      'GET',
      `/clientes?busca=${holder.user.cpf}`,
    );
    expect(found.envelope.data.total).toBe(0);
    const page = await client.request('GET', `/clientes/${resolved.envelope.data.titularId}`);
    expect(page.status).toBe(404);

    // Someone else with the CPF is refused: it is reserved for the claim's proven e-mail.
    const [stranger, owner] = [generateEmail(), email].map((address) => ({
      dadosPessoais: {
        ...holder.payload.dadosPessoais,
        email: address,
        nome: 'Dona Verdadeira',
      },
      notificacoes: holder.payload.notificacoes,
    }));
    expect((await h.app().request('POST', '/cliente', { body: stranger })).status).toBe(409);
    const registered = await h.app().request<Cliente>('POST', '/cliente', { body: owner });
    expect(registered.status, registered.envelope.message).toBe(201);
    expect(registered.envelope.data).toMatchObject({
      cpf: holder.user.cpf,
      nome: 'Dona Verdadeira',
    });
    const theirs = await statement(registered.envelope.data.jwt);
    expect([theirs.saldoCentavos, theirs.pendenteCentavos]).toEqual([
      before.saldoCentavos,
      before.pendenteCentavos,
    ]);
    expect(theirs.lancamentos).toHaveLength(4);
    const newId = await h.idOf(holder.user.cpf);
    expect(newId).toBe(resolved.envelope.data.titularId);
    for (const id of [holderId, newId]) await figuresAgree(id);
    expect((await login(holder.user, holder.senha)).status).toBe(200);
  });

  it('rejects without changing anything, once', async () => {
    const client = await h.signIn(await h.operador('atendimento'));
    const holder = await holderWithCashback(await h.store());
    const holderId = await h.idOf(holder.user.cpf);
    const claimant = await confirmedCustomer();
    const claimId = await provenClaim(holder.user.cpf, claimant.user.email);
    const snapshot = async () => ({
      clientes: await db().selectFrom('clientes').selectAll().orderBy('id').execute(),
      saldos: await db().selectFrom('saldos').selectAll().orderBy('cliente_id').execute(),
      lancamentos: await db().selectFrom('lancamentos').selectAll().orderBy('id').execute(),
      compras: await db().selectFrom('compras').selectAll().orderBy('id').execute(),
      creditos: await db().selectFrom('creditos_cashback').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();

    const rejected = await decide(client, claimId, 'rejeitada');
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.envelope.message).toBe(consoleActionMessages.claimRejected);
    expect(rejected.envelope.data).toMatchObject({
      estado: 'rejeitada',
      titularId: holderId,
      decisao: { decisao: 'rejeitada', motivo },
    });
    expect(await snapshot()).toEqual(before);
    expect((await h.app().request('GET', '/cliente', { jwt: holder.user.jwt })).status).toBe(200);
    expect((await decide(client, claimId, 'resolvida')).status).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect(await auditOf(claimId)).toEqual([
      { acao: 'rejeitar_reivindicacao', entidade: 'reivindicacao', motivo },
    ]);
  });

  it('lists proven claims, masks them, and reveals both parties on an audited request', async () => {
    const client = await h.signIn(await h.operador('atendimento'));
    const holder = await h.register();
    const email = generateEmail();
    const claimId = await provenClaim(holder.user.cpf, email);
    // One still awaiting its code is not support's yet.
    const unproven = generateEmail();
    await h
      .app()
      .request('POST', '/reivindicar_cpf', { body: { cpf: holder.user.cpf, email: unproven } });

    const list = await client.request<ReivindicacoesLista>(
      'GET',
      '/reivindicacoes?estado=aberta&porPagina=100',
    );
    expect(list.status).toBe(200);
    const holderId = await h.idOf(holder.user.cpf);
    const mine = list.envelope.data.itens.filter((item) => item.titularId === holderId);
    expect(mine.map((item) => item.id)).toEqual([claimId]);
    const cpf = holder.user.cpf;
    expect(mine[0]).toMatchObject({
      cpfMascarado: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      emailMascarado: `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`,
      estado: 'aberta',
    });
    expect(JSON.stringify(list.envelope.data)).not.toContain(email);
    const resolvedOnly = await client.request<ReivindicacoesLista>(
      'GET',
      '/reivindicacoes?estado=resolvida',
    );
    expect(resolvedOnly.envelope.data.itens.map((item) => item.id)).not.toContain(claimId);
    expect((await client.request('GET', '/reivindicacoes?estado=aguardando_codigo')).status).toBe(
      400,
    );

    const detail = await client.request<Reivindicacao>('GET', `/reivindicacoes/${claimId}`);
    expect(JSON.stringify(detail.envelope.data)).not.toContain(holder.user.email);
    expect(detail.envelope.data.titular?.celularMascarado).toBe(
      `(${holder.user.celular.slice(0, 2)}) *****-${holder.user.celular.slice(7)}`,
    );

    const bare = await client.request('POST', `/reivindicacoes/${claimId}/revelar`, { body: {} });
    expect(bare.status).toBe(400);
    const revealed = await client.request<ReivindicacaoRevelada>(
      'POST',
      `/reivindicacoes/${claimId}/revelar`,
      { body: { motivo: 'Contato com as duas partes' } },
    );
    expect(revealed.status).toBe(200);
    expect(revealed.envelope.data).toEqual({
      emailRequerente: email,
      titular: {
        email: holder.user.email,
        celular: expect.stringContaining(holder.user.celular.slice(7)) as string,
      },
    });
    expect(await auditOf(claimId)).toEqual([
      {
        acao: 'exibir_dados_pessoais',
        entidade: 'reivindicacao',
        motivo: 'Contato com as duas partes',
      },
    ]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await client.request('GET', `/reivindicacoes/${unknown}`)).status).toBe(404);
    expect((await decide(client, unknown, 'resolvida')).status).toBe(404);
    expect((await decide(client, claimId, 'talvez')).status).toBe(400);
    expect((await client.request('GET', '/reivindicacoes/nao-e-id')).status).toBe(400);
  });
});
