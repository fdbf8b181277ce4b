// A nudged worker (the outbox's, the notices') looks again soon after a nudge, also when the nudge
// lands while a pass is under way (that pass may have read its rows before the new one committed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { NudgedWorker } from '../../src/jobs/nudged-worker.ts';

const HOUR_MS = 3_600_000;
const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

/** A pass that lasts until `finishPass` is called, counting them. */
function slowPass() {
  let passes = 0;
  let finish: (() => void) | undefined;
  const pass = () => {
    passes += 1;
    return new Promise<void>((done) => {
      finish = done;
    });
  };
  return {
    pass,
    passes: () => passes,
    finishPass: () => {
      finish?.();
    },
  };
}

describe('nudged worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass soon after a nudge that came during the previous pass', async () => {
    const slow = slowPass();
    const worker = new NudgedWorker('test', slow.pass, HOUR_MS, silent);
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

  it('waits the full interval when nothing nudged it', async () => {
    const slow = slowPass();
    const worker = new NudgedWorker('test', slow.pass, HOUR_MS, silent);
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

  it('is not put off by nudges that keep coming', async () => {
    const slow = slowPass();
    const worker = new NudgedWorker('test', slow.pass, HOUR_MS, silent);
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    slow.finishPass();
    await vi.advanceTimersByTimeAsync(0);
    for (let tick = 0; tick < 10; tick += 1) {
      worker.nudge();
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(slow.passes()).toBe(2);
    slow.finishPass();
    await worker.stop();
  });
});
