// The statements the API read last, kept in memory (issue 8): customers open the statement again and
// again between purchases, and reading it is most of the call's cost. A copy is served only while
// the customer's ledger version (saldos.versao, which every purchase, cancellation and redemption
// bumps, read by the session query every authenticated call runs anyway) is the one it was read at,
// so a copy is never stale, whichever API instance changed the ledger. The period and the current
// month are part of the key: a new month makes a new statement. The least recently used copy goes
// first when the cache is full.
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { LoyaltyPeriod } from '@fidelidade/domain/contracts/filtro-fidelidade';
import type { StatementRead } from './statement.ts';

interface Entry {
  ledgerVersion: number | null;
  extrato: Extrato;
}

export interface StatementKey {
  clienteId: string;
  meses: LoyaltyPeriod;
  now: Date;
}

const keyOf = ({ clienteId, meses, now }: StatementKey) =>
  `${clienteId} ${String(meses)} ${monthKey(now)}`;

export class StatementCache {
  readonly #entries = new Map<string, Entry>();

  /** `capacity` statements at most; 0 keeps none. */
  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The copy of this statement, when it was read at the customer's current ledger version. */
  get(key: StatementKey, ledgerVersion: number | null): Extrato | undefined {
    const text = keyOf(key);
    const entry = this.#entries.get(text);
    if (!entry) return undefined;
    this.#entries.delete(text);
    if (entry.ledgerVersion !== ledgerVersion) return undefined;
    this.#entries.set(text, entry);
    return entry.extrato;
  }

  set(key: StatementKey, read: StatementRead): void {
    if (this.capacity === 0) return;
    const text = keyOf(key);
    this.#entries.delete(text);
    this.#entries.set(text, { ledgerVersion: read.ledgerVersion, extrato: read.extrato });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
