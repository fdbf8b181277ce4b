// Creates and drops the bench's own PostgreSQL databases, so a run never touches another's data.
import pg from 'pg';

async function onServer<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function dropDatabase(server: string, name: string): Promise<void> {
  return onServer(server, async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
  });
}

/** A fresh, empty database (dropped first if a previous run left it). */
export async function createDatabase(server: string, name: string): Promise<void> {
  await dropDatabase(server, name);
  await onServer(server, async (client) => {
    await client.query(`create database ${quoted(name)}`);
  });
}

export function databaseExists(server: string, name: string): Promise<boolean> {
  return onServer(server, async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  });
}

/**
 * A fresh copy of `from` (which must have no connection open), file by file rather than through the
 * write-ahead log: much faster for a database of gigabytes.
 */
export async function copyDatabase(server: string, from: string, to: string): Promise<void> {
  await dropDatabase(server, to);
  await onServer(server, async (client) => {
    await client.query(`create database ${quoted(to)} template ${quoted(from)} strategy file_copy`);
  });
}
