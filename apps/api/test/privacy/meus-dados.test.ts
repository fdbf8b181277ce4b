// GET meus_dados ('Baixar meus dados', LGPD art. 18): a customer gets every kind of data the system
// holds about them, nothing of another customer's, and no hash, token or code; without a live session
// the answer is the 401 that logs the app out.
import { expect, it } from 'vitest';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { apiMessages, privacyMessages } from '@fidelidade/domain/messages';
import { compra } from '@fidelidade/test-kit/purchases';
import { contato } from '../contact/contact-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { customerWithEverything, downloadMyData, type FullCustomer } from './privacy-app.ts';

describeEachDatabase('privacy: meus_dados', (database) => {
  const h = useLoyaltyApp(database);

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
    expect(data.lancamentos.map((l) => [l.tipo, l.loja, l.cashbackCentavos])).toEqual([
      ['compra', loja.nome, 500],
      ['compra', loja.nome, 250],
      ['cancelamento', loja.nome, -250],
      ['resgate', loja.nome, -100],
    ]);
    expect(data.saldo.saldoCentavos).toBe(400);
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
