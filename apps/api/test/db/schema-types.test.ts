// The hand-written table types (src/db/schema.ts and the tables.ts it gathers) against the database
// the migrations build: every table, column and nullability must agree, so a migration that adds,
// drops, renames or relaxes a column without its type failing here. The types are read with the
// TypeScript compiler, as the code that queries the tables sees them.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { beforeAll, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrator.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

/** Table → column → whether it may be null. */
type Columns = Record<string, Record<string, boolean>>;

const TYPES_FILE = fileURLToPath(new URL('./selected-tables.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

/** The columns of SelectedTables (selected-tables.ts), as the compiler resolves them. */
function typedColumns(): Columns {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${TSCONFIG}`);
  const program = ts.createProgram([TYPES_FILE], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(TYPES_FILE);
  const alias = source?.statements.find(ts.isTypeAliasDeclaration);
  if (!alias) throw new Error('SelectedTables not found');
  const tables = checker.getTypeAtLocation(alias.name);
  const columns: Columns = {};
  for (const table of tables.getProperties()) {
    const row = checker.getTypeOfSymbol(table);
    columns[table.name] = Object.fromEntries(
      row.getProperties().map((column) => {
        const type = checker.getTypeOfSymbol(column);
        const parts = type.isUnion() ? type.types : [type];
        return [column.name, parts.some((part) => (part.flags & ts.TypeFlags.Null) !== 0)];
      }),
    );
  }
  return columns;
}

/** Read once for both engines: building the program is the slow part. */
let typed: Columns | undefined;

describeEachDatabase('table types', (kind) => {
  const { database } = useTestDatabase(kind);
  beforeAll(async () => {
    await migrate(database().db);
  });

  it('match every table, column and nullability the migrations create', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      select c.table_name, c.column_name, c.is_nullable
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(database().db);
    const migrated: Columns = {};
    for (const row of rows) {
      (migrated[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'YES';
    }
    expect(Object.keys(migrated).length).toBeGreaterThan(10);
    typed ??= typedColumns();
    expect(typed).toEqual(migrated);
  }, 60_000);
});
