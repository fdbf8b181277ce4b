// GET meus_dados ('Baixar meus dados', LGPD art. 18): a customer gets every kind of data the system
// holds about them (their cashback credits in every state among it), nothing of another customer's,
// and no hash, token or code; without a live session the answer is the 401 that logs the app out.
import { expect, it } from 'vitest';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { apiMessages, privacyMessages } from '@fidelidade/domain/messages';
import { compra, daysAgo, uniqueId } from '@fidelidade/test-kit/purchases';
import { runLifecycle } from '../../src/lifecycle/lifecycle.ts';
import type { CompraResult } from '../../src/partner/contracts.ts';
import { contato } from '../contact/contact-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { customerWithEverything, downloadMyData, type FullCustomer } from './privacy-app.ts';

describeEachDatabase('privacy: meus_dados', (database) => {
  // Stores may send purchases old enough for their cashback to have expired here (PURCHASE_MAX_AGE).
  const h = useLoyaltyApp(database, { purchaseMaxAgeMs: 500 * 86_400_000 });

  async function secretsOf(customer: FullCustomer): Promise<string[]> {
    const db = h.api.app.database.db;
    const cliente = await db
      .selectFrom('clientes')
      .select(['id', 'senha_hash'])
      .where('cpf', '=', customer.user.cpf)
      .executeTakeFirstOrThrow();
    const codes = await db
      .selectFrom('recuperacoes_senha')
      .select('codigo_hash')
      .where('cliente_id', '=', cliente.id)
      .execute();
    const loja = await db
      .selectFrom('lojas')
      .select('chave_hash')
      .where('id', '=', customer.loja.id)
      .executeTakeFirstOrThrow();
    const codeHashes = codes.flatMap((row) => (row.codigo_hash ? [row.codigo_hash] : []));
    expect(codeHashes).toHaveLength(1);
    return [
      cliente.senha_hash,
      ...codeHashes,
      loja.chave_hash,
      customer.loja.chave,
      customer.user.jwt,
      customer.recoveryJwt,
    ];
  }

  it('gives the customer everything held about them', async () => {
    const loja = await h.store();
    const customer = await customerWithEverything(h, loja);
    const { user } = customer;

    const response = await downloadMyData(h, user.jwt);
    expect(response.status).toBe(200);
    expect(response.envelope.message).toBe(privacyMessages.dataExport);
    const data: MeusDados = response.envelope.data;

    expect(data.perfil).toMatchObject({
      nome: user.nome,
      cpf: user.cpf,
      celular: user.celular,
      email: user.email,
      dataNascimento: null,
      ativo: true,
    });
    expect(data.notificacoes).toEqual({ marketingEmail: 1, marketingSms: 0 });
    expect(data.sessoes).toHaveLength(2);
    expect(data.sessoes.filter((sessao) => sessao.atual)).toMatchObject([{ encerradaEm: null }]);
    expect(data.sessoes.find((sessao) => !sessao.atual)?.encerradaEm).not.toBeNull();

    expect(data.compras.map((c) => [c.loja, c.idCompraLoja, c.valorCentavos])).toEqual([
      [loja.nome, customer.kept, 10_000],
      [loja.nome, customer.cancelled, 5_000],
    ]);
    expect(data.compras[0]).toMatchObject({
      percentual: 5,
      cashbackCentavos: 500,
      canceladaEm: null,
    });
    expect(data.compras[1]?.canceladaEm).not.toBeNull();
    expect(data.resgates).toMatchObject([{ loja: loja.nome, valorCentavos: 100 }]);
    expect(data.lancamentos.map((l) => [l.tipo, l.loja, l.cashbackCentavos, l.situacao])).toEqual([
      ['compra', loja.nome, 500, 'disponivel'],
      ['compra', loja.nome, 250, 'cancelado'],
      ['cancelamento', loja.nome, -250, null],
      ['resgate', loja.nome, -100, null],
    ]);
    expect(data.creditos).toMatchObject([
      {
        loja: loja.nome,
        idCompraLoja: customer.kept,
        creditadoCentavos: 500,
        restanteCentavos: 400,
        expiradoCentavos: 0,
        estado: 'disponivel',
      },
      {
        loja: loja.nome,
        idCompraLoja: customer.cancelled,
        restanteCentavos: 0,
        estado: 'cancelado',
      },
    ]);
    expect(data.saldo).toEqual({
      saldoCentavos: 400,
      pendenteCentavos: 0,
      dividaCentavos: 0,
      atualizadoEm: expect.any(String) as string,
    });
    expect(data.avaliacoes).toMatchObject([
      {
        loja: loja.nome,
        idCompraLoja: customer.kept,
        estrelas: 4,
        comentario: 'Atendimento muito bom',
      },
    ]);

    expect(data.mensagensContato.map((m) => m.assunto)).toEqual(['Com login']);
    expect(data.mensagensContato[0]).toMatchObject({ uf: 'RJ', mensagem: contato().mensagem });
    expect(data.recuperacoesSenha).toMatchObject([{ canal: 'email', concluidaEm: null }]);
    expect(data.codigosEnviadosEm).toHaveLength(1);
    // The registration's confirmation code, then the recovery code.
    expect(data.mensagensEnviadas).toMatchObject([
      { canal: 'email', destinatario: user.email, assunto: 'Fidelidade: confirme seu e-mail' },
      {
        canal: 'email',
        destinatario: user.email,
        assunto: 'Fidelidade: seu código de recuperação de senha',
      },
    ]);
  });

  it('exports every credit in its state, and the balance available, pending and owed', async () => {
    const loja = await h.store();
    const { user } = await h.register();
    const buy = async (valor: number, dataHora?: string) => {
      const body = compra(user.cpf, { valor, ...(dataHora ? { dataHora } : {}) });
      const response = await loja.client.post<CompraResult>('/compras', body);
      expect(response.status).toBe(201);
      return { id: body.idCompraLoja, cashback: response.envelope.data.cashbackCentavos };
    };
    const cancel = async (idCompraLoja: string) => {
      expect((await loja.client.post(`/compras/${idCompraLoja}/cancelamento`)).status).toBe(200);
    };

    // Older than carência plus validade: released when recorded, expired by the lifecycle's run.
    const expired = await buy(4_000, daysAgo(430));
    await runLifecycle(h.api.app.database.db, new Date());
    const spent = await buy(2_000, daysAgo(60));
    const reversed = await buy(6_000, daysAgo(50));
    const pending = await buy(8_000);
    const cancelledPending = await buy(1_000);
    await cancel(cancelledPending.id);
    // Spends the oldest credit in full and a little of the next; cancelling that next purchase
    // then takes back more than is left of it, and with nothing else available the rest is owed.
    const redeemed = await loja.client.post('/resgates', {
      cpf: user.cpf,
      valor: spent.cashback + 10,
      idResgateLoja: uniqueId('resgate'),
    });
    expect(redeemed.status).toBe(201);
    await cancel(reversed.id);

    const owing = (await downloadMyData(h, user.jwt)).envelope.data;
    expect(owing.saldo).toMatchObject({
      saldoCentavos: 0,
      pendenteCentavos: pending.cashback,
      dividaCentavos: 10,
    });

    // A purchase reported after its carência is released at once, and first pays what is owed.
    const released = await buy(20_000, daysAgo(35));
    const data = (await downloadMyData(h, user.jwt)).envelope.data;
    expect(data.saldo).toMatchObject({
      saldoCentavos: released.cashback - 10,
      pendenteCentavos: pending.cashback,
      dividaCentavos: 0,
    });
    const credit = (id: string) => data.creditos.find((c) => c.idCompraLoja === id);
    expect(data.creditos).toHaveLength(6);
    for (const c of data.creditos) {
      expect(c.loja).toBe(loja.nome);
      expect(Date.parse(c.liberaEm)).toBeLessThan(Date.parse(c.expiraEm));
    }
    const cash = (centavos: number, restante: number, expirado = 0) => ({
      creditadoCentavos: centavos,
      restanteCentavos: restante,
      expiradoCentavos: expirado,
    });
    expect(credit(expired.id)).toMatchObject({
      estado: 'expirado',
      ...cash(expired.cashback, 0, expired.cashback),
    });
    expect(credit(spent.id)).toMatchObject({ estado: 'utilizado', ...cash(spent.cashback, 0) });
    expect(credit(reversed.id)).toMatchObject({
      estado: 'cancelado',
      ...cash(reversed.cashback, 0),
    });
    expect(credit(pending.id)).toMatchObject({
      estado: 'pendente',
      ...cash(pending.cashback, pending.cashback),
    });
    expect(Date.parse(credit(pending.id)?.liberaEm ?? '')).toBeGreaterThan(Date.now());
    expect(credit(cancelledPending.id)).toMatchObject({ estado: 'cancelado' });
    expect(credit(released.id)).toMatchObject({
      estado: 'disponivel',
      ...cash(released.cashback, released.cashback - 10),
    });
    // The expiry is an entry of its own, which no store made.
    expect(data.lancamentos.filter((l) => l.tipo === 'expiracao')).toMatchObject([
      { loja: null, valorCentavos: expired.cashback, cashbackCentavos: -expired.cashback },
    ]);
  });

  it('never shows another customer’s data, nor any hash, token or code', async () => {
    const loja = await h.store();
    const customer = await customerWithEverything(h, loja);
    const other = await h.register({ nome: 'Beatriz Outra Pessoa' });
    const theirs = compra(other.user.cpf, { valor: 7_700 });
    expect((await loja.client.post('/compras', theirs)).status).toBe(201);
    const client = h.client();
    await client.request('POST', '/fale_conosco', {
      jwt: other.user.jwt,
      body: contato({ assunto: 'Mensagem da Beatriz', email: other.user.email }),
    });
    await client.request('POST', '/esqueci_senha', { body: { email: other.user.email } });

    const response = await downloadMyData(h, customer.user.jwt);
    expect(response.status).toBe(200);
    const text = JSON.stringify(response.envelope.data);
    for (const foreign of [
      other.user.cpf,
      other.user.email,
      other.user.celular,
      'Beatriz Outra Pessoa',
      theirs.idCompraLoja,
      'Mensagem da Beatriz',
    ]) {
      expect(text).not.toContain(foreign);
    }
    for (const secret of await secretsOf(customer)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/senha_hash|codigo_hash|chave_hash|\$argon2/);

    // The other customer's own download has their purchase and none of the first customer's.
    const theirDownload = (await downloadMyData(h, other.user.jwt)).envelope.data;
    expect(theirDownload.compras.map((c) => c.idCompraLoja)).toEqual([theirs.idCompraLoja]);
    expect(theirDownload.mensagensContato.map((m) => m.assunto)).toEqual(['Mensagem da Beatriz']);
    expect(JSON.stringify(theirDownload)).not.toContain(customer.user.cpf);
  });

  it('answers 401 without a session, and after the session ends', async () => {
    const { user } = await h.register();
    for (const response of [await downloadMyData(h), await downloadMyData(h, 'nao-e-um-token')]) {
      expect(response.status).toBe(401);
      expect(response.envelope).toMatchObject({ message: apiMessages.unauthorized, data: null });
    }
    expect((await h.client().request('POST', '/logout', { jwt: user.jwt })).status).toBe(200);
    const afterLogout = await downloadMyData(h, user.jwt);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.envelope.message).toBe(apiMessages.unauthorized);
  });
});
