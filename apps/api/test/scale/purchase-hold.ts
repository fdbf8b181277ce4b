// Holds partner purchases at the database (PostgreSQL): a transaction of the test's own takes the
// `compras` table in EXCLUSIVE mode, so every purchase statement waits on it (reads go on) until the
// test releases it. A test can then act while purchases are certainly in flight, however fast the
// machine would otherwise have answered them.
import { waitForValue } from '@fidelidade/test-kit/wait';
import pg from 'pg';

const POLL_MS = 20;
const WAIT_LIMIT_MS = 30_000;

export interface PurchaseHold {
  /** Resolves once at least one purchase statement is waiting on the lock. */
  untilWaiting(): Promise<void>;
  /** Ends the transaction: the waiting purchases go on. */
  release(): Promise<void>;
}

export async function holdPurchases(url: string): Promise<PurchaseHold> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table compras in exclusive mode');
  let released: Promise<void> | undefined;
  return {
    async untilWaiting() {
      await waitForValue(
        async () => {
          const { rows } = await client.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return (rows[0]?.waiting ?? 0) > 0 ? true : undefined;
        },
        () => 'no purchase reached the database while it was held',
        { timeout: WAIT_LIMIT_MS, interval: POLL_MS },
      );
    },
    release() {
      released ??= client.query('rollback').then(() => client.end());
      return released;
    },
  };
}
