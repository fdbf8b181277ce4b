// What the operator commands share: the configured database (DATABASE_URL, or the embedded PGlite in
// DATA_DIR), migrated like at start-up, closed afterwards; pt-BR errors and exit codes for a terminal.
import { databaseOptions } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrator.ts';

export class UsageError extends Error {}

/**
 * Runs a command on the configured database: `parse` reads the words after `--` (throwing a
 * UsageError for a mistake) before the database is opened, so a usage mistake answers at once.
 */
export async function runDatabaseCommand<T>(
  parse: (words: readonly string[]) => T,
  work: (database: Database, parsed: T) => Promise<string>,
): Promise<void> {
  let database: Database | undefined;
  try {
    const parsed = parse(process.argv.slice(2));
    const config = loadConfig();
    database = await openDatabase(databaseOptions(config));
    await migrate(database.db);
    process.stdout.write(await work(database, parsed));
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof UsageError;
    process.stderr.write(`${known ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await database?.close();
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
