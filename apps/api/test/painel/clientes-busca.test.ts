// The console's customer search over HTTP: by CPF or phone (masked or not), e-mail or the start of a
// name (accents and case ignored), paged and ordered by name, masked in the answer, refused to a store
// operator; and answered from the indexes of 0046_painel_clientes.sql in a prepared statement's
// generic plan, the plan a connection keeps.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ClienteResumo } from '@fidelidade/domain/contracts/painel/clientes';
import { consoleSearchMessages, painelMessages } from '@fidelidade/domain/messages';
import { MIGRATIONS_FOLDER } from '../../src/db/migrator.ts';
import { criterioDe, searchQueries } from '../../src/painel/clientes/busca.ts';
import { ACCENTED, nomeBusca, PLAIN } from '../../src/db/nome-busca.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { insertCliente } from '../helpers/cliente-row.ts';
import { genericPlan } from '../helpers/generic-plan.ts';
import { usePainelApp, type PainelClient } from './painel-app.ts';

interface Pagina {
  itens: ClienteResumo[];
  total: number;
}

describeEachDatabase('console customer search', (database) => {
  const painel = usePainelApp(database);
  const db = () => painel.api.app.database.db;
  let client: PainelClient;
  const ids: Record<string, string> = {};

  const search = (query: string) =>
    client.request<Pagina>('GET', `/clientes?${new URLSearchParams(query).toString()}`);
  const names = async (busca: string) =>
    (await search(`busca=${encodeURIComponent(busca)}`)).envelope.data.itens.map((c) => c.nome);

  it('finds nobody before the customers come, and needs a term of 2 to 100 characters', async () => {
    client = await painel.signIn(await painel.operador('atendimento'));
    const none = await search('busca=joao');
    expect(none.status).toBe(200);
    expect(none.envelope.data).toEqual({ itens: [], total: 0 });
    for (const query of ['', 'busca=', 'busca=%20%20', 'busca=a', `busca=${'a'.repeat(101)}`]) {
      const answer = await search(query);
      expect(answer.status, query).toBe(400);
      expect(
        [consoleSearchMessages.searchRequired, consoleSearchMessages.searchLength(2, 100)],
        query,
      ).toContain(answer.envelope.message);
    }
    expect((await search('busca=a%00b')).status).toBe(400);
  });

  it('finds by the start of a name, accents and case ignored, ordered by name', async () => {
    const people = [
      ['joao', 'João Silva', '52998224725', '11987654321', 'joao.silva@gmail.com'],
      ['joana', 'Joana Araújo', '11144477735', '21998761234', 'joana@uol.com.br'],
      ['jose', 'JOSÉ ÇAVACO', '39053344705', '11912345678', 'jose@empresa.com.br'],
      ['conceicao', 'Conceição Ávila', '16899535009', '31987650000', null],
      ['ana1', 'Ana Souza', '74682489000', '11955554444', 'ana1@gmail.com'],
      ['ana2', 'Ana Souza', '35379838000', '11955553333', 'ana2@gmail.com'],
    ] as const;
    for (const [key, nome, cpf, celular, email] of people) {
      ids[key] = await insertCliente(db(), { nome, cpf, celular, email });
    }
    expect(await names('joao')).toEqual(['João Silva']);
    expect(await names('JOÃO S')).toEqual(['João Silva']);
    expect(await names('jo')).toEqual(['Joana Araújo', 'João Silva', 'JOSÉ ÇAVACO']);
    expect(await names('jose cav')).toEqual(['JOSÉ ÇAVACO']);
    expect(await names('conceicao avila')).toEqual(['Conceição Ávila']);
    // The start of the name, not any word of it.
    expect(await names('silva')).toEqual([]);
    const anas = (await search('busca=ana%20s')).envelope.data.itens.map((c) => c.id);
    expect(anas).toEqual([ids.ana1, ids.ana2].sort());
  });

  it('finds by the start of a CPF or a phone, masked or not, and of an e-mail', async () => {
    expect(await names('529.982')).toEqual(['João Silva']);
    expect(await names('52998224725')).toEqual(['João Silva']);
    expect(await names('(21) 99876')).toEqual(['Joana Araújo']);
    expect(await names('+55 11 91234-5678')).toEqual(['JOSÉ ÇAVACO']);
    // One term, both columns: CPFs and phones that start with 1 (ordered by name).
    expect(await names('11')).toEqual([
      'Ana Souza',
      'Ana Souza',
      'Joana Araújo',
      'João Silva',
      'JOSÉ ÇAVACO',
    ]);
    expect(await names('JOAO.SILVA@GM')).toEqual(['João Silva']);
    expect(await names('jo@')).toEqual([]);
    expect(await names('ana2@gm')).toEqual(['Ana Souza']);
  });

  it('pages the answer and counts every match', async () => {
    const page = async (pagina: number) =>
      (await search(`busca=11&porPagina=2&pagina=${String(pagina)}`)).envelope.data;
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...first.itens, ...second.itens, ...third.itens].map((c) => c.nome)).toEqual([
      'Ana Souza',
      'Ana Souza',
      'Joana Araújo',
      'João Silva',
      'JOSÉ ÇAVACO',
    ]);
    expect((await page(4)).itens).toEqual([]);
    const tooBig = await search('busca=11&porPagina=101');
    expect(tooBig.status).toBe(400);
  });

  it('masks the personal data it lists', async () => {
    const answer = await search('busca=jo');
    const joao = answer.envelope.data.itens.find((c) => c.id === ids.joao);
    expect(joao).toEqual({
      id: ids.joao,
      nome: 'João Silva',
      cpfMascarado: '***.982.247-**',
      emailMascarado: 'jo***@gmail.com',
      celularMascarado: '(11) *****-4321',
      ativo: true,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    });
    const conceicao = (await search('busca=conc')).envelope.data.itens[0];
    expect(conceicao?.emailMascarado).toBeNull();
    for (const secret of ['52998224725', '11987654321', 'joao.silva@', '21998761234']) {
      expect(answer.text).not.toContain(secret);
    }
  });

  it('is for support, finance and administrators, not a store', async () => {
    const loja = await db()
      .insertInto('lojas')
      .values({ nome: 'Loja da busca', chave_hash: 'busca' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const papel of ['administrador', 'financeiro'] as const) {
      const other = await painel.signIn(await painel.operador(papel));
      expect((await other.request('GET', '/clientes?busca=jo')).status).toBe(200);
    }
    const store = await painel.signIn(await painel.operador('loja', { lojaId: loja.id }));
    const refused = await store.request('GET', '/clientes?busca=jo');
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe(painelMessages.forbidden);
  });

  it('keeps the name it searches as nome-busca.ts makes it', async () => {
    const migration = readFileSync(`${MIGRATIONS_FOLDER}0046_painel_clientes.sql`, 'utf8');
    expect(migration).toContain(`'${ACCENTED}'`);
    expect(migration).toContain(`'${PLAIN}'`);
    const rows = await db().selectFrom('clientes').select(['nome', 'nome_busca']).execute();
    for (const row of rows) expect(row.nome_busca, row.nome).toBe(nomeBusca(row.nome));
  });
});

describeEachDatabase('console customer search plans', (database) => {
  const painel = usePainelApp(database);
  const db = () => painel.api.app.database.db;

  it('takes an index for every kind of search, in the generic plan', async () => {
    // Names that start everywhere in the alphabet, so no prefix is most of the table.
    await sql`insert into clientes (nome, cpf, celular, email, senha_hash)
      select md5(i::text), lpad(i::text, 11, '0'), '11' || lpad(i::text, 9, '0'),
        'c' || i || '@exemplo.com.br', 'sem-senha'
      from generate_series(1, 5000) as i`.execute(db());
    await sql`analyze clientes`.execute(db());
    const expected = {
      'joão s': ['clientes_nome_busca_idx'],
      '529.982': ['clientes_cpf_prefixo_idx', 'clientes_celular_prefixo_idx'],
      'maria@': ['clientes_email_prefixo_idx'],
    };
    for (const [busca, indexes] of Object.entries(expected)) {
      const queries = searchQueries(db(), criterioDe(busca), { pagina: 2, porPagina: 25 });
      for (const query of [queries.page, queries.total]) {
        const plan = JSON.stringify(await genericPlan(db(), query.compile()));
        expect(plan, busca).not.toContain('Seq Scan');
        for (const index of indexes) expect(plan, busca).toContain(`"Index Name":"${index}"`);
      }
    }
  });
});

describe('the search criterion', () => {
  it('reads digits as a CPF or phone, an @ as an e-mail, anything else as a name', () => {
    expect(criterioDe('529.982.247-25')).toEqual({ campo: 'documento', prefixo: '52998224725' });
    expect(criterioDe('+55 (11) 98765')).toEqual({ campo: 'documento', prefixo: '1198765' });
    expect(criterioDe('Maria@Gmail')).toEqual({ campo: 'email', prefixo: 'maria@gmail' });
    expect(criterioDe('Zé 2')).toEqual({ campo: 'nome', prefixo: 'ze 2' });
  });
});
