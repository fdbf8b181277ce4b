// Statements a query builder writes once (db/built-statements.ts): the text is compiled when
// declared, each call binds its own values to the parameters, and a builder that would compile a
// value into the text (bound to every later call) is refused when declared.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { builtStatement, param } from '../../src/db/built-statements.ts';
import { migrate } from '../../src/db/migrator.ts';
import { runNamed } from '../../src/db/named-statements.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

const DIFFERENCE = builtStatement<{ diferenca: number }>('teste_diferenca', (db) =>
  db.selectNoFrom(sql<number>`${param<number>(2)}::int - ${param<number>(1)}::int`.as('diferenca')),
);

const STORE_NAME = builtStatement<{ nome: string }>('teste_loja', (db) =>
  db.selectFrom('lojas').select('nome').where('id', '=', param<string>(1)),
);

describeEachDatabase('statements written once by a builder', (kind) => {
  const { database } = useTestDatabase(kind);

  it('binds each call its own values, in the places the builder gave them', async () => {
    expect(DIFFERENCE.text).toBe('select $2::int - $1::int as "diferenca"');
    const db = database().db;
    expect((await runNamed(db, DIFFERENCE, [3, 10])).rows).toEqual([{ diferenca: 7 }]);
    expect((await runNamed(db, DIFFERENCE, [10, 3])).rows).toEqual([{ diferenca: -7 }]);
  });

  it('writes the tables and columns the builder checks', async () => {
    const db = database().db;
    await migrate(db);
    const { id } = await db
      .insertInto('lojas')
      .values({ nome: 'Loja Centro', chave_hash: 'hash-de-teste' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(STORE_NAME.text).toBe('select "nome" from "lojas" where "id" = $1');
    expect((await runNamed(db, STORE_NAME, [id])).rows).toEqual([{ nome: 'Loja Centro' }]);
  });

  it('refuses a builder that compiles a value into its text', () => {
    expect(() =>
      builtStatement(`teste_valor_${kind}`, (db) =>
        db.selectFrom('lojas').select('nome').where('nome', '=', 'Loja Centro').limit(1),
      ),
    ).toThrow(
      `statement teste_valor_${kind} compiled 2 values into its text: write them as param(n), constants as sql.lit`,
    );
  });
});
