// Runs the outbox on a timer (DESIGN decision 11): one pass at a time, the next `intervalMs` after the
// previous ends, sooner when a message is enqueued. `stop` waits for a pass in progress, so closing the
// app never cuts a delivery (or its database write) in half.
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.ts';

/** How soon after an enqueue the worker looks (the enqueuing transaction has usually committed). */
const NUDGE_DELAY_MS = 200;

export class OutboxWorker {
  #timer: NodeJS.Timeout | undefined;
  #pass: Promise<void> | undefined;
  #running = false;
  /** A message was enqueued while a pass ran: that pass may have looked before it committed. */
  #nudgedDuringPass = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(0);
  }

  /** Looks soon; during a pass, soon after that pass ends. */
  nudge(): void {
    if (!this.#running) return;
    if (this.#pass) this.#nudgedDuringPass = true;
    else this.#schedule(NUDGE_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#pass;
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
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
      await this.outbox.deliverDue();
    } catch (error) {
      // The database away: logged, and the next pass tries again.
      this.log.error({ err: error }, 'outbox pass failed');
    }
  }
}
