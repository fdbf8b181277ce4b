// The statements the API read last, kept in memory: customers open the statement again and again
// between purchases, and reading it is most of the call's cost. A copy is served only while the
// customer's ledger version (saldos.versao, which every purchase, cancellation and redemption bumps,
// read by the session query every authenticated call runs anyway) is the one it was read at, so a
// copy is never stale, whichever API instance changed the ledger. The period and the current month
// are part of the key: a new month makes a new statement. The cache holds at most `capacity`
// statement entries in all (each copy counts its entries plus one), so its memory stays bounded
// however long some customers' statements are; the least recently used copies go first.
import { LRUCache } from 'lru-cache';
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
  /** None at capacity 0 (lru-cache needs a positive size). */
  readonly #copies: LRUCache<string, Entry> | undefined;

  /** `capacity` statement entries at most, over all the copies; 0 keeps none. */
  constructor(capacity: number) {
    this.#copies =
      capacity > 0
        ? new LRUCache<string, Entry>({
            maxSize: capacity,
            // What a copy weighs against the capacity: its entries, plus one for the rest of it. A
            // copy heavier than the whole capacity is not kept.
            sizeCalculation: (entry) => entry.extrato.lancamentos.length + 1,
          })
        : undefined;
  }

  get size(): number {
    return this.#copies?.size ?? 0;
  }

  /** The statement entries the copies hold, plus one per copy. */
  get weight(): number {
    return this.#copies?.calculatedSize ?? 0;
  }

  /** The copy of this statement, when it was read at the customer's current ledger version. */
  get(key: StatementKey, ledgerVersion: number | null): Extrato | undefined {
    if (!this.#copies) return undefined;
    const text = keyOf(key);
    const entry = this.#copies.get(text);
    if (!entry) return undefined;
    if (entry.ledgerVersion !== ledgerVersion) {
      this.#copies.delete(text);
      return undefined;
    }
    return entry.extrato;
  }

  set(key: StatementKey, read: StatementRead): void {
    this.#copies?.set(keyOf(key), { ledgerVersion: read.ledgerVersion, extrato: read.extrato });
  }
}
