// Runs one instance's share of background work on a timer (the outbox's deliveries, DESIGN decision
// 11; the service notices, decision 17): one pass at a time, the next `intervalMs` after the previous
// ends, sooner when nudged (a message enqueued, a purchase recorded). `stop` waits for a pass in
// progress, so closing the app never cuts a delivery (or its database write) in half. The work itself
// must be safe on several instances at once: each claims its rows with FOR UPDATE SKIP LOCKED.
import type { FastifyBaseLogger } from 'fastify';

/** How soon after a nudge the worker looks (the nudging transaction has usually committed). */
const NUDGE_DELAY_MS = 200;

export class NudgedWorker {
  #timer: NodeJS.Timeout | undefined;
  #pass: Promise<void> | undefined;
  #running = false;
  /** Nudged while a pass ran: that pass may have looked before the nudging change committed. */
  #nudgedDuringPass = false;
  /** When the next pass is due (Date.now() time); infinite while a pass runs or none is set. */
  #dueAt = Number.POSITIVE_INFINITY;

  constructor(
    /** What the pass is, for the log. */
    private readonly name: string,
    private readonly pass: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(0);
  }

  /**
   * Looks soon; during a pass, soon after that pass ends. A pass already due that soon stays where it
   * is, so a steady stream of nudges (purchases arriving every millisecond) never puts it off.
   */
  nudge(): void {
    if (!this.#running) return;
    if (this.#pass) this.#nudgedDuringPass = true;
    else if (this.#dueAt > Date.now() + NUDGE_DELAY_MS) this.#schedule(NUDGE_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#pass;
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#dueAt = Date.now() + delayMs;
    this.#timer = setTimeout(() => {
      this.#dueAt = Number.POSITIVE_INFINITY;
      this.#nudgedDuringPass = false;
      this.#pass = this.#run().finally(() => {
        this.#pass = undefined;
        if (this.#running) {
          this.#schedule(this.#nudgedDuringPass ? NUDGE_DELAY_MS : this.intervalMs);
        }
      });
    }, delayMs);
    // A waiting worker never keeps the process alive by itself.
    this.#timer.unref();
  }

  async #run(): Promise<void> {
    try {
      await this.pass();
    } catch (error) {
      // The database away: logged, and the next pass tries again.
      this.log.error({ err: error }, `${this.name} pass failed`);
    }
  }
}
