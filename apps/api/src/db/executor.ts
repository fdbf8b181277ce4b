// What the code that reads and writes the database is given: the database handle or an open
// transaction (a Kysely Transaction is a Kysely too), so a repository runs in its caller's transaction.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

export type Executor = Kysely<DatabaseSchema>;
