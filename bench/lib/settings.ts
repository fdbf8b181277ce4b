// What a bench run measures with, from the environment (bench/README.md): one load generator setting for
// every case (50 connections, no pipelining), how long each case runs, and which PostgreSQL.
import { availableParallelism } from 'node:os';

function positive(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

export interface Settings {
  /** Seconds of load per case (BENCH_SECONDS). */
  seconds: number;
  /** Seconds of the same load before each case, not measured (BENCH_AQUECIMENTO; 0: none). */
  warmupSeconds: number;
  /** Measured rounds per case; requests per second is their median (BENCH_RODADAS). */
  rounds: number;
  /** Connections of the load generator (BENCH_CONNECTIONS; the budgets are set for 50). */
  connections: number;
  /** Purchases per POST compras/lote (BENCH_LOTE). */
  batchSize: number;
  /** Server holding the bench databases; `<url>/<database>` is appended. */
  postgresServer: string;
  /** Skip the PGlite pass (BENCH_PGLITE=0). */
  pglite: boolean;
  cores: number;
}

/** DATABASE_URL names a server (its path, if any, is replaced by the bench's own database). */
function serverOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/';
  return parsed.toString().replace(/\/$/, '');
}

export function readSettings(): Settings {
  return {
    seconds: positive('BENCH_SECONDS', 5),
    warmupSeconds: process.env.BENCH_AQUECIMENTO === '0' ? 0 : positive('BENCH_AQUECIMENTO', 2),
    rounds: Math.round(positive('BENCH_RODADAS', 3)),
    connections: positive('BENCH_CONNECTIONS', 50),
    batchSize: positive('BENCH_LOTE', 20),
    postgresServer: serverOf(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/'),
    pglite: process.env.BENCH_PGLITE !== '0',
    cores: availableParallelism(),
  };
}

export function databaseUrl(settings: Settings, database: string): string {
  return `${settings.postgresServer}/${database}`;
}
