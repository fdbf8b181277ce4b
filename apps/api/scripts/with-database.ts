// What the operator commands share: the configured database (DATABASE_URL, or the embedded PGlite in
// DATA_DIR), migrated like at start-up, closed afterwards; pt-BR errors and exit codes for a terminal.
import { databaseOptions } from '../src/app.ts';
import { ConfigError, loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrator.ts';

export class UsageError extends Error {}

/**
 * Runs `work` on the database `config` names, migrated like at start-up, and closes it: the operator
 * commands, and the browser journeys' setup creating its store on the database its API will use.
 */
export async function withDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command on the configured database: `parse` reads the words after `--` (throwing a
 * UsageError for a mistake) before the database is opened, so a usage mistake answers at once.
 */
export async function runDatabaseCommand<T>(
  parse: (words: readonly string[]) => T,
  work: (database: Database, parsed: T) => Promise<string>,
): Promise<void> {
  try {
    const parsed = parse(process.argv.slice(2));
    const answer = await withDatabase(loadConfig(), (database) => work(database, parsed));
    process.stdout.write(answer);
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof UsageError;
    process.stderr.write(`${known ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

/** Runs a command taking one argument (the words after `--`, joined). */
export function runCommand(
  usage: string,
  work: (database: Database, argument: string) => Promise<string>,
): Promise<void> {
  return runDatabaseCommand((words) => {
    const argument = words.join(' ').trim();
    if (!argument) throw new UsageError(usage);
    return argument;
  }, work);
}
