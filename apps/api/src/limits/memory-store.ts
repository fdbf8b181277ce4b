// Counters in this process's memory: right for a single instance (no REDIS_URL). Finished windows are
// swept once a minute so the map does not grow with every IP ever seen.
import type { Hit, RateLimitStore } from './store.ts';

const SWEEP_EVERY_MS = 60_000;

interface Window {
  count: number;
  endsAt: number;
}

export class MemoryStore implements RateLimitStore {
  readonly #windows = new Map<string, Window>();
  readonly #sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.#sweeper = setInterval(() => {
      this.sweep();
    }, SWEEP_EVERY_MS);
    this.#sweeper.unref();
  }

  hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetInMs: window.endsAt - now });
  }

  peek(key: string): Promise<Hit> {
    const now = this.now();
    const window = this.#windows.get(key);
    if (!window || window.endsAt <= now) return Promise.resolve({ count: 0, resetInMs: 0 });
    return Promise.resolve({ count: window.count, resetInMs: window.endsAt - now });
  }

  reset(key: string): Promise<void> {
    this.#windows.delete(key);
    return Promise.resolve();
  }

  /** How many counters are kept (tests check the sweep). */
  get size(): number {
    return this.#windows.size;
  }

  /** Forgets finished windows (the timer calls it). */
  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.#windows) {
      if (window.endsAt <= now) this.#windows.delete(key);
    }
  }

  close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#windows.clear();
    return Promise.resolve();
  }
}
