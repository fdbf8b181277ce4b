// The Kysely table types as schema-types.test.ts reads them with the compiler: each table's row as a
// select returns it (Generated and ColumnType resolved to what is read).
import type { Selectable } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema.ts';

export type SelectedTables = {
  [Table in keyof DatabaseSchema]: Selectable<DatabaseSchema[Table]>;
};
