// At most `limit` pieces of work at once; the rest wait their turn, first come first served. Password
// hashing goes through one (passwords.ts): argon2id takes 19 MiB per hash, and more hashes at once than
// the machine has cores only share the same cores while each holds its memory (its memory budget).
export class ConcurrencyGate {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limite inválido: ${limit}`);
    this.#free = limit;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, or the place is freed.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    }
  }
}
