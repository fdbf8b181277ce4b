// The statements the API read last, kept in memory (issue 8): customers open the statement again and
// again between purchases, and reading it is most of the call's cost. A copy is served only while
// the customer's ledger version (saldos.versao, which every purchase, cancellation and redemption
// bumps, read by the session query every authenticated call runs anyway) is the one it was read at,
// so a copy is never stale, whichever API instance changed the ledger. The period and the current
// month are part of the key: a new month makes a new statement. The cache holds at most `capacity`
// statement entries in all (each copy counts its entries plus one), so its memory stays bounded
// however long some customers' statements are; the least recently used copies go first.
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

/** What a copy weighs against the capacity: its entries, plus one for the rest of it. */
const weightOf = (extrato: Extrato) => extrato.lancamentos.length + 1;

export class StatementCache {
  readonly #entries = new Map<string, Entry>();
  #weight = 0;

  /** `capacity` statement entries at most, over all the copies; 0 keeps none. */
  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The statement entries the copies hold, plus one per copy. */
  get weight(): number {
    return this.#weight;
  }

  /** The copy of this statement, when it was read at the customer's current ledger version. */
  get(key: StatementKey, ledgerVersion: number | null): Extrato | undefined {
    const text = keyOf(key);
    const entry = this.#entries.get(text);
    if (!entry) return undefined;
    if (entry.ledgerVersion !== ledgerVersion) {
      this.#delete(text, entry);
      return undefined;
    }
    // Most recently used last: a Map keeps insertion order.
    this.#entries.delete(text);
    this.#entries.set(text, entry);
    return entry.extrato;
  }

  set(key: StatementKey, read: StatementRead): void {
    const text = keyOf(key);
    const previous = this.#entries.get(text);
    if (previous) this.#delete(text, previous);
    const weight = weightOf(read.extrato);
    if (weight > this.capacity) return;
    this.#entries.set(text, { ledgerVersion: read.ledgerVersion, extrato: read.extrato });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= this.capacity) break;
      this.#delete(oldest, entry);
    }
  }

  #delete(text: string, entry: Entry): void {
    this.#entries.delete(text);
    this.#weight -= weightOf(entry.extrato);
  }
}
