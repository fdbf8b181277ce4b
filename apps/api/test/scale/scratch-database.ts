// A PostgreSQL database of its own for a multi-process test (fidelidade_scale_<random>), created on the
// server DATABASE_URL names and dropped afterwards: several API processes migrate and use it together.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;
export const REDIS_URL = process.env.REDIS_URL || undefined;

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `fidelidade_scale_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
