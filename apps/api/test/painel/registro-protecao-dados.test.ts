// The data-protection register as the brand answers the authority with it: every download, erasure
// and deactivation, in the app or in the console, is one row with its type, channel and operator; an
// erasure leaves the person known only by their CPF's hash, which an administrator finds by typing the
// CPF (masked or not); the table only grows; only administrators read it, as a page or as a CSV file.
import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { RegistroProtecaoDados } from '@fidelidade/domain/contracts/painel/registro';
import { maskCpf } from '@fidelidade/domain/masks/br-masks';
import {
  consoleRegisterMessages,
  painelMessages,
  validationMessages,
} from '@fidelidade/domain/messages';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import type { PainelClient } from './painel-app.ts';
import { useSupportApp } from './clientes-acoes/support-app.ts';

interface Page {
  itens: RegistroProtecaoDados[];
  total: number;
}

const motivo = 'Pedido do titular por telefone, protocolo 123';
const REFUSED = /não podem ser alterados nem apagados/;

describeEachDatabase('data-protection register', (database) => {
  const h = useSupportApp(database);
  const db = () => h.api.app.database.db;

  // The suite shares one database: each test reads the rows and audit lines written after its mark.
  let mark = { registro: 0, auditoria: 0 };
  beforeEach(async () => {
    const last = async (table: 'registro_protecao_dados' | 'auditoria') => {
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return row?.id ?? 0;
    };
    mark = { registro: await last('registro_protecao_dados'), auditoria: await last('auditoria') };
  });

  const rows = () =>
    db()
      .selectFrom('registro_protecao_dados')
      .select(['tipo', 'canal', 'operador_id', 'cliente_id', 'cpf_hash'])
      .where('id', '>', mark.registro)
      .orderBy('id')
      .execute();

  const trailSinceMark = () =>
    db().selectFrom('auditoria').selectAll().where('id', '>', mark.auditoria).orderBy('id');

  /** The app's closure calls carry the token twice: bearer and body (spec point 7). */
  const close = (user: Cliente, method: 'POST' | 'DELETE', path: string) =>
    h.app().request(method, path, { jwt: user.jwt, body: { jwt: user.jwt } });

  const act = (client: PainelClient, id: string, action: string) =>
    client.request('POST', `/clientes/${id}/${action}`, { body: { motivo } });

  const admin = async () => h.signIn(await h.operador('administrador'));

  it('writes one row for each of the six paths, with its type, channel and operator', async () => {
    const operador = await h.operador('atendimento');
    const support = await h.signIn(operador);

    const inApp = await h.register();
    expect((await h.app().request('GET', '/meus_dados', { jwt: inApp.user.jwt })).status).toBe(200);
    expect((await close(inApp.user, 'POST', '/inativar_conta')).status).toBe(200);
    const again = await h.app().request<Cliente>('POST', '/login', {
      body: { email: inApp.user.email, senha: inApp.senha },
    });
    expect((await close(again.envelope.data, 'DELETE', '/cliente')).status).toBe(200);

    const byConsole = await h.register();
    const id = await h.idOf(byConsole.user.cpf);
    for (const action of ['dados', 'desativar', 'excluir']) {
      const answer = await act(support, id, action);
      expect(answer.status, answer.text).toBe(200);
    }

    const appHash = (await rows())[0]?.cpf_hash;
    const consoleHash = (await rows())[3]?.cpf_hash;
    expect(appHash).toMatch(/^[0-9a-f]{64}$/);
    expect(consoleHash).toMatch(/^[0-9a-f]{64}$/);
    expect(consoleHash).not.toBe(appHash);
    // Both people are erased: no row keeps an account id, each keeps the CPF's hash.
    expect(await rows()).toEqual([
      { tipo: 'download', canal: 'app', operador_id: null, cliente_id: null, cpf_hash: appHash },
      { tipo: 'desativacao', canal: 'app', operador_id: null, cliente_id: null, cpf_hash: appHash },
      { tipo: 'exclusao', canal: 'app', operador_id: null, cliente_id: null, cpf_hash: appHash },
      {
        tipo: 'download',
        canal: 'painel',
        operador_id: operador.id,
        cliente_id: null,
        cpf_hash: consoleHash,
      },
      {
        tipo: 'desativacao',
        canal: 'painel',
        operador_id: operador.id,
        cliente_id: null,
        cpf_hash: consoleHash,
      },
      {
        tipo: 'exclusao',
        canal: 'painel',
        operador_id: operador.id,
        cliente_id: null,
        cpf_hash: consoleHash,
      },
    ]);
  });

  it('keeps the account id until the erasure, then the CPF hash alone; nothing else personal', async () => {
    const { user } = await h.register();
    const other = await h.register();
    const id = await h.idOf(user.cpf);
    const otherId = await h.idOf(other.user.cpf);
    await h.app().request('GET', '/meus_dados', { jwt: user.jwt });
    await h.app().request('GET', '/meus_dados', { jwt: other.user.jwt });
    expect((await rows()).map((row) => row.cliente_id)).toEqual([id, otherId]);

    expect((await close(user, 'DELETE', '/cliente')).status).toBe(200);
    const [download, otherDownload, erasure] = await rows();
    expect(download).toMatchObject({ cliente_id: null });
    expect(erasure).toMatchObject({ tipo: 'exclusao', cliente_id: null });
    expect(erasure?.cpf_hash).toBe(download?.cpf_hash);
    // Someone else's rows are untouched.
    expect(otherDownload).toMatchObject({ cliente_id: otherId });

    const stored = JSON.stringify(await rows());
    for (const value of [user.nome, user.cpf, maskCpf(user.cpf), user.email, user.celular]) {
      expect(stored).not.toContain(value);
    }
  });

  it('refuses to update, delete or truncate a row, but lets an erasure forget the account id', async () => {
    const { user } = await h.register();
    const id = await h.idOf(user.cpf);
    await h.app().request('GET', '/meus_dados', { jwt: user.jwt });
    const table = () => db().updateTable('registro_protecao_dados');
    await expect(
      sql`update registro_protecao_dados set tipo = 'exclusao' where id > ${mark.registro}`.execute(
        db(),
      ),
    ).rejects.toThrow(REFUSED);
    await expect(
      sql`update registro_protecao_dados set cpf_hash = null, cliente_id = null where cliente_id = ${id}`.execute(
        db(),
      ),
    ).rejects.toThrow(REFUSED);
    await expect(
      db().deleteFrom('registro_protecao_dados').where('id', '>', mark.registro).execute(),
    ).rejects.toThrow(REFUSED);
    await expect(sql`truncate registro_protecao_dados`.execute(db())).rejects.toThrow(REFUSED);
    await table().set({ cliente_id: null }).where('cliente_id', '=', id).execute();
    // Once forgotten, the id cannot be written back.
    await expect(
      sql`update registro_protecao_dados set cliente_id = ${id} where id > ${mark.registro}`.execute(
        db(),
      ),
    ).rejects.toThrow(REFUSED);
    expect(await rows()).toEqual([expect.objectContaining({ tipo: 'download', cliente_id: null })]);
  });

  it('finds an erased person by the CPF typed, masked or not, and audits the search without it', async () => {
    const client = await admin();
    const { user } = await h.register();
    const stranger = await h.register();
    await h.app().request('GET', '/meus_dados', { jwt: stranger.user.jwt });
    await h.app().request('GET', '/meus_dados', { jwt: user.jwt });
    expect((await close(user, 'DELETE', '/cliente')).status).toBe(200);

    for (const cpf of [user.cpf, maskCpf(user.cpf)]) {
      const found = await client.request<Page>(
        'GET',
        `/registro-protecao-dados?cpf=${encodeURIComponent(cpf)}`,
      );
      expect(found.status, found.text).toBe(200);
      expect(found.envelope.message).toBe(consoleRegisterMessages.register);
      expect(found.envelope.data.total).toBe(2);
      expect(
        found.envelope.data.itens.map((item) => [item.tipo, item.canal, item.clienteId]),
      ).toEqual([
        ['exclusao', 'app', null],
        ['download', 'app', null],
      ]);
    }
    const erased = await client.request<Page>(
      'GET',
      `/registro-protecao-dados?cpf=${user.cpf}&tipo=exclusao`,
    );
    expect(erased.envelope.data.total).toBe(1);

    const searches = await trailSinceMark().where('acao', '=', 'pesquisar_cpf').execute();
    expect(searches).toHaveLength(3);
    expect(searches[0]).toMatchObject({ entidade: 'registro_protecao_dados', registro_id: null });
    const trail = JSON.stringify(await trailSinceMark().execute());
    expect(trail).not.toContain(user.cpf);
    expect(trail).not.toContain(maskCpf(user.cpf));

    const bad = await client.request('GET', '/registro-protecao-dados?cpf=123.456.789-00');
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toBe(validationMessages.invalidCpf);
  });

  it('filters by type, channel and São Paulo day, newest first, a page at a time', async () => {
    const client = await admin();
    const support = await h.signIn(await h.operador('atendimento'));
    const { user } = await h.register();
    const id = await h.idOf(user.cpf);
    await h.app().request('GET', '/meus_dados', { jwt: user.jwt });
    h.clock.advance(1000);
    await act(support, id, 'dados');
    h.clock.advance(1000);
    await act(support, id, 'desativar');

    // Scoped to this person by their CPF: the suite's other tests write rows too.
    const page = (query: string) =>
      client.request<Page>('GET', `/registro-protecao-dados?cpf=${user.cpf}&${query}`);
    const all = await page('porPagina=2');
    expect(all.envelope.data.total).toBe(3);
    expect(all.envelope.data.itens.map((item) => item.tipo)).toEqual(['desativacao', 'download']);
    expect(all.envelope.data.itens[0]?.operadorNome).toBeTruthy();
    expect((await page('canal=app')).envelope.data.total).toBe(1);
    expect((await page('tipo=download')).envelope.data.total).toBe(2);
    expect((await page('tipo=download&canal=painel')).envelope.data.itens).toEqual([
      expect.objectContaining({ canal: 'painel', clienteId: id }),
    ]);
    expect((await page('de=2000-01-01&ate=2000-01-31')).envelope.data.total).toBe(0);

    const badType = await page('tipo=apagar');
    expect(badType.status).toBe(400);
    expect(badType.envelope.message).toBe(consoleRegisterMessages.invalidType);
    const badChannel = await page('canal=loja');
    expect(badChannel.envelope.message).toBe(consoleRegisterMessages.invalidChannel);
    expect((await page('de=ontem')).envelope.message).toBe(painelMessages.invalidDate);
  });

  it('exports the search as CSV for a Brazilian spreadsheet, and audits the export', async () => {
    const client = await admin();
    const { user } = await h.register();
    await h.app().request('GET', '/meus_dados', { jwt: user.jwt });
    await close(user, 'DELETE', '/cliente');

    const file = await client.request(
      'GET',
      `/registro-protecao-dados/exportar?cpf=${maskCpf(user.cpf)}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registro-protecao-dados-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(consoleRegisterMessages.csvHeader.join(';'));
    expect(lines).toHaveLength(3);
    const { tipos, canais } = consoleRegisterMessages;
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d;${tipos.exclusao};${canais.app};;;;[0-9a-f]{64}$`,
      ),
    );
    expect(lines[2]).toContain(`;${tipos.download};`);

    const trail = await trailSinceMark()
      .where('entidade', '=', 'registro_protecao_dados')
      .execute();
    expect(trail.map(({ acao, entidade }) => ({ acao, entidade }))).toEqual([
      { acao: 'pesquisar_cpf', entidade: 'registro_protecao_dados' },
      { acao: 'exportar', entidade: 'registro_protecao_dados' },
    ]);
  });

  it('is for administrators only', async () => {
    for (const papel of ['atendimento', 'financeiro', 'loja'] as const) {
      const operador = await h.operador(
        papel,
        papel === 'loja' ? { lojaId: (await h.store()).id } : {},
      );
      const client = await h.signIn(operador);
      for (const path of ['/registro-protecao-dados', '/registro-protecao-dados/exportar']) {
        const answer = await client.request('GET', path);
        expect(answer.status, `${papel} ${path}`).toBe(403);
        expect(answer.envelope.message).toBe(painelMessages.forbidden);
      }
    }
    expect((await h.client().request('GET', '/registro-protecao-dados')).status).toBe(401);
  });
});
