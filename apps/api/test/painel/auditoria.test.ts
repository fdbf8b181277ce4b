// The audit trail: the table only grows (a trigger refuses updates, deletes and truncation on both
// databases), the sign-in and sign-out are in it, administrators search it by operator, action,
// entity, record and São Paulo day, a page at a time, and export it as CSV a Brazilian spreadsheet
// opens: UTF-8 with BOM, `;`, dates dd/mm/aaaa HH:mm in São Paulo time.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Auditoria } from '@fidelidade/domain/contracts/painel/auditoria';
import { saoPauloDateTime } from '../../src/painel/csv.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { usePainelApp } from './painel-app.ts';

interface Page {
  itens: Auditoria[];
  total: number;
}

describeEachDatabase('console audit trail', (database) => {
  const painel = usePainelApp(database);
  const db = () => painel.api.app.database.db;

  it('refuses to update, delete or truncate a line', async () => {
    await db()
      .insertInto('auditoria')
      .values({ acao: 'teste', entidade: 'teste', registro_id: 'imutavel' })
      .execute();
    await expect(
      db()
        .updateTable('auditoria')
        .set({ acao: 'outra' })
        .where('registro_id', '=', 'imutavel')
        .execute(),
    ).rejects.toThrow(/não podem ser alterados nem apagados/);
    await expect(
      db().deleteFrom('auditoria').where('registro_id', '=', 'imutavel').execute(),
    ).rejects.toThrow(/não podem ser alterados nem apagados/);
    await expect(sql`truncate auditoria`.execute(db())).rejects.toThrow(
      /não podem ser alterados nem apagados/,
    );
    const row = await db()
      .selectFrom('auditoria')
      .select('acao')
      .where('registro_id', '=', 'imutavel')
      .executeTakeFirst();
    expect(row?.acao).toBe('teste');
  });

  it('records the sign-in steps and the sign-out, and is searched by its filters', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    const other = await painel.operador('financeiro');
    const otherClient = await painel.signIn(other);
    await otherClient.request('DELETE', '/sessao');

    const mine = await client.request<Page>('GET', `/auditoria?operadorId=${admin.id}`);
    expect(mine.status).toBe(200);
    expect(mine.envelope.data.itens.map((item) => item.acao)).toEqual(['entrar', 'cadastrar_totp']);
    expect(mine.envelope.data.itens[0]).toMatchObject({
      operadorId: admin.id,
      operadorNome: admin.nome,
      entidade: 'operador',
      registroId: admin.id,
      ip: '127.0.0.1',
    });

    const signOuts = await client.request<Page>(
      'GET',
      `/auditoria?acao=sair&operadorId=${other.id}`,
    );
    expect(signOuts.envelope.data.total).toBe(1);
    expect(signOuts.envelope.data.itens[0]?.entidade).toBe('sessao');

    const byRecord = await client.request<Page>('GET', `/auditoria?registroId=${other.id}`);
    expect(byRecord.envelope.data.itens.every((item) => item.registroId === other.id)).toBe(true);

    const firstPage = await client.request<Page>('GET', '/auditoria?pagina=1&porPagina=2');
    const secondPage = await client.request<Page>('GET', '/auditoria?pagina=2&porPagina=2');
    expect(firstPage.envelope.data.itens).toHaveLength(2);
    expect(firstPage.envelope.data.total).toBeGreaterThanOrEqual(4);
    const [newest, next] = firstPage.envelope.data.itens;
    expect(newest && next && newest.criadoEm >= next.criadoEm).toBe(true);
    expect(secondPage.envelope.data.itens[0]?.id).not.toBe(newest?.id);

    const unknownOperator = await client.request<Page>('GET', '/auditoria?operadorId=qualquer');
    expect(unknownOperator.envelope.data).toEqual({ itens: [], total: 0 });
    const badDate = await client.request('GET', '/auditoria?de=26/11/2026');
    expect(badDate.status).toBe(400);
    expect(badDate.envelope.message).toBe('Use uma data no formato AAAA-MM-DD.');
  });

  it('filters by São Paulo days', async () => {
    const client = await painel.signIn(await painel.operador('administrador'));
    // 02:30 UTC on the 10th is still the 9th in São Paulo (UTC−3).
    await db()
      .insertInto('auditoria')
      .values([
        {
          acao: 'dia',
          entidade: 'teste',
          registro_id: 'dia-9',
          criado_em: new Date('2025-03-10T02:30:00Z'),
        },
        {
          acao: 'dia',
          entidade: 'teste',
          registro_id: 'dia-10',
          criado_em: new Date('2025-03-10T03:30:00Z'),
        },
      ])
      .execute();
    const ninth = await client.request<Page>(
      'GET',
      '/auditoria?acao=dia&de=2025-03-09&ate=2025-03-09',
    );
    expect(ninth.envelope.data.itens.map((item) => item.registroId)).toEqual(['dia-9']);
    const tenth = await client.request<Page>('GET', '/auditoria?acao=dia&de=2025-03-10');
    expect(tenth.envelope.data.itens.map((item) => item.registroId)).toEqual(['dia-10']);
  });

  it('exports the search as CSV for a Brazilian spreadsheet, and records the export', async () => {
    const admin = await painel.operador('administrador');
    const client = await painel.signIn(admin);
    await db()
      .insertInto('auditoria')
      .values({
        operador_id: admin.id,
        acao: 'csv',
        entidade: 'teste; com "aspas"',
        registro_id: '=1+1',
        ip: '10.0.0.1',
        criado_em: new Date('2026-01-05T12:07:00Z'),
        motivo: 'Pedido do cliente; por telefone',
      })
      .execute();
    const answer = await client.request('GET', `/auditoria/exportar?acao=csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="auditoria-.*\.csv"$/,
    );
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Data;Operador;ID do operador;Ação;Entidade;Registro;IP;Motivo');
    expect(lines.slice(1)).toEqual([
      `05/01/2026 09:07;${admin.nome};${admin.id};csv;"teste; com ""aspas""";'=1+1;10.0.0.1;"Pedido do cliente; por telefone"`,
    ]);
    const exports = await client.request<Page>(
      'GET',
      `/auditoria?acao=exportar&operadorId=${admin.id}`,
    );
    expect(exports.envelope.data.total).toBe(1);
  });

  it('writes dates as dd/mm/aaaa HH:mm in São Paulo', () => {
    expect(saoPauloDateTime(new Date('2026-11-27T02:59:00Z'))).toBe('26/11/2026 23:59');
    expect(saoPauloDateTime(new Date('2026-01-01T03:00:00Z'))).toBe('01/01/2026 00:00');
  });
});
