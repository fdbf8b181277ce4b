// The operators, for administrators: a new one needs a password of 12 characters or more that the
// Portuguese-dictionary strength check does not score weak; each write leaves an audit row, never a
// password; deactivating an operator ends their sessions; an administrator cannot lock themselves out;
// an operator who lost phone and recovery codes gets a new password and enrols a second factor again.
import { expect, it } from 'vitest';
import type { Operador } from '@fidelidade/domain/contracts/painel/operador';
import { consoleStoreMessages, painelMessages } from '@fidelidade/domain/messages';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { STRONG_PASSWORD, usePainelApp } from './painel-app.ts';

describeEachDatabase('console operators', (database) => {
  const painel = usePainelApp(database);
  const db = () => painel.api.app.database.db;
  const operatorWithEmail = (email: string) =>
    db().selectFrom('operadores').select('id').where('email', '=', email).executeTakeFirst();

  const auditOf = (registroId: string) =>
    db()
      .selectFrom('auditoria')
      .selectAll()
      .where('registro_id', '=', registroId)
      .orderBy('id')
      .execute();

  it('creates an operator who then enrols at the first sign-in, and audits it', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    const email = `nova-${String(Date.now())}@marca.example`;
    const created = await client.request<Operador>('POST', '/operadores', {
      body: { nome: 'Maria Atendente', email, papel: 'atendimento', senha: STRONG_PASSWORD },
    });
    expect(created.status).toBe(201);
    expect(created.envelope.message).toBe(painelMessages.operatorCreated);
    expect(created.envelope.data).toMatchObject({
      nome: 'Maria Atendente',
      email,
      papel: 'atendimento',
      lojaId: null,
      ativo: true,
      totpAtivo: false,
    });
    expect(JSON.stringify(created.envelope.data)).not.toContain(STRONG_PASSWORD);
    const [row] = await auditOf(created.envelope.data.id);
    expect(row).toMatchObject({ operador_id: admin.id, acao: 'criar', entidade: 'operador' });
    expect(row?.ip).toBe('127.0.0.1');

    const again = await client.request('POST', '/operadores', {
      body: {
        nome: 'Outra',
        email: email.toUpperCase(),
        papel: 'financeiro',
        senha: STRONG_PASSWORD,
      },
    });
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe(painelMessages.emailTaken);

    const signedIn = await painel.signIn({
      id: created.envelope.data.id,
      nome: 'Maria Atendente',
      email,
      senha: STRONG_PASSWORD,
      papel: 'atendimento',
    });
    expect((await signedIn.request('GET', '/sessao')).status).toBe(200);
  });

  it('creates nothing from a write without the CSRF token', async () => {
    const client = await painel.signIn(await painel.operador('administrador'));
    const email = `sem-csrf-${String(Date.now())}@marca.example`;
    const answer = await client.request('POST', '/operadores', {
      body: { nome: 'Sem Token', email, papel: 'financeiro', senha: STRONG_PASSWORD },
      csrf: null,
    });
    expect(answer.status).toBe(403);
    expect(answer.envelope.message).toBe(painelMessages.invalidCsrf);
    expect(await operatorWithEmail(email)).toBeUndefined();
  });

  it('refuses a short or weak password with what is wrong, and creates nothing', async () => {
    const client = await painel.signIn(await painel.operador('administrador'));
    const attempts: [string, string][] = [
      ['curta-9x!', painelMessages.passwordTooShort(12)],
      ['senha1234567', painelMessages.weakPassword],
      ['flamengo2026', painelMessages.weakPassword],
      ['amorzinho123', painelMessages.weakPassword],
      ['123456789012', painelMessages.weakPassword],
      ['corinthians1910', painelMessages.weakPassword],
    ];
    for (const [senha, message] of attempts) {
      const email = `fraca-${String(Math.random()).slice(2)}@marca.example`;
      const answer = await client.request('POST', '/operadores', {
        body: { nome: 'João Silva', email, papel: 'financeiro', senha },
      });
      expect(answer.status, senha).toBe(400);
      expect(answer.envelope.message, senha).toBe(message);
      expect(await operatorWithEmail(email)).toBeUndefined();
    }
  });

  it('ties a loja operator to an existing store, and no other role to one', async () => {
    const client = await painel.signIn(await painel.operador('administrador'));
    const body = (papel: string, lojaId?: string) => ({
      nome: 'Operador de Loja',
      email: `loja-${String(Math.random()).slice(2)}@marca.example`,
      papel,
      senha: STRONG_PASSWORD,
      ...(lojaId === undefined ? {} : { lojaId }),
    });
    const missing = await client.request('POST', '/operadores', { body: body('loja') });
    expect(missing.status).toBe(400);
    expect(missing.envelope.message).toBe(painelMessages.storeRequired);
    const unknown = await client.request('POST', '/operadores', {
      body: body('loja', '00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.envelope.message).toBe(consoleStoreMessages.storeNotFound);
    const { id: lojaId } = await db()
      .insertInto('lojas')
      .values({ nome: `Loja ${String(Math.random())}`, chave_hash: String(Math.random()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stray = await client.request('POST', '/operadores', { body: body('financeiro', lojaId) });
    expect(stray.envelope.message).toBe(painelMessages.storeOnlyForStoreRole);
    const made = await client.request<Operador>('POST', '/operadores', {
      body: body('loja', lojaId),
    });
    expect(made.status).toBe(201);
    expect(made.envelope.data.lojaId).toBe(lojaId);
  });

  it('updates and reads an operator, ends the sessions of one deactivated, and audits each change', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    const target = await painel.operador('atendimento');
    const targetSession = await painel.signIn(target);

    const promoted = await client.request<Operador>('PUT', `/operadores/${target.id}`, {
      body: { nome: 'Nome Novo', papel: 'financeiro', ativo: true },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.envelope.data).toMatchObject({ nome: 'Nome Novo', papel: 'financeiro' });
    expect((await targetSession.request('GET', '/sessao')).status).toBe(200);

    const off = await client.request<Operador>('PUT', `/operadores/${target.id}`, {
      body: { nome: 'Nome Novo', papel: 'financeiro', ativo: false },
    });
    expect(off.envelope.data.ativo).toBe(false);
    expect((await targetSession.request('GET', '/sessao')).status).toBe(401);
    const signInAgain = await painel.client().request('POST', '/sessao', {
      body: { email: target.email, senha: target.senha },
    });
    expect(signInAgain.status).toBe(401);

    const rows = await auditOf(target.id);
    expect(rows.filter((row) => row.operador_id === admin.id).map((row) => row.acao)).toEqual([
      'alterar',
      'alterar',
    ]);

    const read = await client.request<Operador>('GET', `/operadores/${target.id}`);
    expect(read.status).toBe(200);
    expect(read.envelope.data).toMatchObject({ id: target.id, nome: 'Nome Novo', ativo: false });
    for (const id of ['nao-existe', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await client.request('GET', `/operadores/${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.envelope.message).toBe(painelMessages.operatorNotFound);
    }

    const missing = await client.request('PUT', '/operadores/nao-existe', {
      body: { nome: 'X', papel: 'financeiro', ativo: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.envelope.message).toBe(painelMessages.operatorNotFound);
  });

  it('keeps an administrator from demoting or deactivating themselves', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    for (const body of [
      { nome: admin.nome, papel: 'financeiro', ativo: true },
      { nome: admin.nome, papel: 'administrador', ativo: false },
    ]) {
      const answer = await client.request('PUT', `/operadores/${admin.id}`, { body });
      expect(answer.status).toBe(400);
      expect(answer.envelope.message).toBe(painelMessages.cannotDeactivateSelf);
    }
    expect((await client.request('GET', '/sessao')).status).toBe(200);
  });

  it('resets the access of an operator who lost phone and codes: new password, TOTP enrolled again', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    const target = await painel.operador('financeiro');
    const targetSession = await painel.signIn(target);
    const oldSecret = target.segredo ?? '';
    const novaSenha = 'pandeiro-cachoeira-lanterna-83';

    const weak = await client.request('POST', `/operadores/${target.id}/acesso`, {
      body: { senha: 'senha1234567' },
    });
    expect(weak.status).toBe(400);
    expect(weak.envelope.message).toBe(painelMessages.weakPassword);
    const noCsrf = await client.request('POST', `/operadores/${target.id}/acesso`, {
      body: { senha: novaSenha },
      csrf: null,
    });
    expect(noCsrf.status).toBe(403);
    expect((await targetSession.request('GET', '/sessao')).status).toBe(200);

    const reset = await client.request<Operador>('POST', `/operadores/${target.id}/acesso`, {
      body: { senha: novaSenha },
    });
    expect(reset.status).toBe(200);
    expect(reset.envelope.message).toBe(painelMessages.accessReset);
    expect(reset.envelope.data).toMatchObject({ id: target.id, totpAtivo: false, ativo: true });
    expect((await targetSession.request('GET', '/sessao')).status).toBe(401);
    const codes = await db()
      .selectFrom('operador_codigos_recuperacao')
      .select('codigo_hash')
      .where('operador_id', '=', target.id)
      .execute();
    expect(codes).toEqual([]);

    const oldPassword = await painel.client().request('POST', '/sessao', {
      body: { email: target.email, senha: target.senha },
    });
    expect(oldPassword.status).toBe(401);
    const withNew = await painel
      .client()
      .request<{ etapa: string; segredo?: string }>('POST', '/sessao', {
        body: { email: target.email, senha: novaSenha },
      });
    expect(withNew.envelope.data.etapa).toBe('cadastro_totp');
    expect(withNew.envelope.data.segredo).not.toBe(oldSecret);

    const rows = await auditOf(target.id);
    expect(rows.filter((row) => row.operador_id === admin.id).map((row) => row.acao)).toEqual([
      'redefinir_acesso',
    ]);
    expect(JSON.stringify(rows)).not.toContain(novaSenha);
  });

  it('keeps an administrator from resetting their own access, and answers 404 for no operator', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    const self = await client.request('POST', `/operadores/${admin.id}/acesso`, {
      body: { senha: 'pandeiro-cachoeira-lanterna-83' },
    });
    expect(self.status).toBe(400);
    expect(self.envelope.message).toBe(painelMessages.cannotResetSelf);
    expect((await client.request('GET', '/sessao')).status).toBe(200);
    for (const id of ['nao-existe', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await client.request('POST', `/operadores/${id}/acesso`, {
        body: { senha: 'pandeiro-cachoeira-lanterna-83' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.envelope.message).toBe(painelMessages.operatorNotFound);
    }
  });

  it('lists the operators a page at a time', async () => {
    const client = await painel.signIn(await painel.operador('administrador'));
    const page = await client.request<{ itens: Operador[]; total: number }>(
      'GET',
      '/operadores?pagina=1&porPagina=2',
    );
    expect(page.status).toBe(200);
    expect(page.envelope.data.itens).toHaveLength(2);
    expect(page.envelope.data.total).toBeGreaterThan(2);
    const bad = await client.request('GET', '/operadores?porPagina=1000');
    expect(bad.status).toBe(400);
  });
});
