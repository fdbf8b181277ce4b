// The server's side of the day key (docs/decisions/0001-payload-envelope.md): the keys of yesterday,
// today and tomorrow in São Paulo are accepted, so a client holding yesterday's key at midnight still
// works. Keys and date tokens are derived once per date and kept while the date is in the window.
import { createSecretKey, type KeyObject } from 'node:crypto';
import { dateTokens, deriveDailyKey, type DateTokens } from '@fidelidade/domain/crypto/daily-key';
import { addDays, saoPauloDate, type CalendarDate } from '@fidelidade/domain/crypto/sao-paulo-date';

export interface DayKey {
  date: CalendarDate;
  raw: Uint8Array<ArrayBuffer>;
  /** The same key for Node's cipher (crypto/sealed-text.ts). */
  secret: KeyObject;
  tokens: DateTokens;
}

export class DayKeys {
  /** Each date's key as it is being derived, and the key itself once it is (read without waiting). */
  readonly #cache = new Map<string, { promise: Promise<DayKey>; key?: DayKey }>();
  /** The window of the last second asked about: every encrypted call asks, many calls a second. */
  #window: { second: number; dates: CalendarDate[] } | undefined;

  constructor(
    private readonly serverSecret: string,
    private readonly transportSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Today first, then yesterday and tomorrow: the order in which a body is tried. */
  window(): CalendarDate[] {
    const now = this.now();
    const second = Math.floor(now.getTime() / 1000);
    if (this.#window?.second !== second) {
      const today = saoPauloDate(now);
      this.#window = { second, dates: [today, addDays(today, -1), addDays(today, 1)] };
    }
    return this.#window.dates;
  }

  async inWindow(): Promise<DayKey[]> {
    const dates = this.window();
    this.#forgetOutside(dates);
    return Promise.all(dates.map((date) => this.#get(date)));
  }

  /**
   * The keys a request's body may be encrypted with: only the key of `iso` (its Encrypt-Date) when it
   * names a day of the window, else every key of the window, in the window's order.
   */
  async candidates(iso: string | undefined): Promise<DayKey[]> {
    this.#forgetOutside(this.window());
    return Promise.all(this.#candidateDates(iso).map((date) => this.#get(date)));
  }

  /**
   * What `candidates` would give, without waiting: undefined until those keys have been derived once
   * (then use `candidates`).
   */
  derivedCandidates(iso: string | undefined): DayKey[] | undefined {
    const keys: DayKey[] = [];
    for (const date of this.#candidateDates(iso)) {
      const key = this.#cache.get(date.iso)?.key;
      if (!key) return undefined;
      keys.push(key);
    }
    return keys;
  }

  /** The day key of an ISO date, when that date is in the window. */
  async forIsoDate(iso: string): Promise<DayKey | undefined> {
    const date = this.window().find((candidate) => candidate.iso === iso);
    return date ? this.#get(date) : undefined;
  }

  #candidateDates(iso: string | undefined): CalendarDate[] {
    const dates = this.window();
    const named = iso === undefined ? undefined : dates.find((date) => date.iso === iso);
    return named ? [named] : dates;
  }

  #get(date: CalendarDate): Promise<DayKey> {
    let entry = this.#cache.get(date.iso);
    if (!entry) {
      const created: { promise: Promise<DayKey>; key?: DayKey } = { promise: this.#derive(date) };
      // A failure is the caller's, through the promise.
      created.promise.then(
        (key) => {
          created.key = key;
        },
        () => undefined,
      );
      entry = created;
      this.#cache.set(date.iso, entry);
    }
    return entry.promise;
  }

  async #derive(date: CalendarDate): Promise<DayKey> {
    const raw = await deriveDailyKey(this.serverSecret, date);
    const tokens = await dateTokens(date, this.transportSecret);
    return { date, raw, secret: createSecretKey(raw), tokens };
  }

  #forgetOutside(dates: readonly CalendarDate[]) {
    for (const iso of this.#cache.keys()) {
      if (!dates.some((date) => date.iso === iso)) this.#cache.delete(iso);
    }
  }
}
