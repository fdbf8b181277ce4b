// The outbox worker looks again soon after a message is enqueued, also when the enqueue lands while a
// pass is under way (that pass may have read the due messages before the new one committed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../../src/outbox/outbox.ts';
import { OutboxWorker } from '../../src/outbox/worker.ts';

const HOUR_MS = 3_600_000;
const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

/** An outbox whose passes last until `finishPass` is called, counting them. */
function slowOutbox() {
  let passes = 0;
  let finish: (() => void) | undefined;
  const outbox = {
    deliverDue: () => {
      passes += 1;
      return new Promise<void>((done) => {
        finish = done;
      });
    },
  } as unknown as Outbox;
  return {
    outbox,
    passes: () => passes,
    finishPass: () => {
      finish?.();
    },
  };
}

describe('outbox worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass soon after a nudge that came during the previous pass', async () => {
    const slow = slowOutbox();
    const worker = new OutboxWorker(slow.outbox, HOUR_MS, silent);
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.passes()).toBe(1);
    worker.nudge();
    slow.finishPass();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.passes()).toBe(2);
    slow.finishPass();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.passes()).toBe(2);
    await worker.stop();
  });

  it('waits the full interval when nothing was enqueued', async () => {
    const slow = slowOutbox();
    const worker = new OutboxWorker(slow.outbox, HOUR_MS, silent);
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    slow.finishPass();
    await vi.advanceTimersByTimeAsync(HOUR_MS - 1_000);
    expect(slow.passes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.passes()).toBe(2);
    slow.finishPass();
    await worker.stop();
  });
});
