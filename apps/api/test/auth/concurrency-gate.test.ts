// The gate password hashing goes through: never more than its limit at once, everyone served in order,
// and a failure frees its place.
import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from '../../src/auth/concurrency-gate.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('ConcurrencyGate', () => {
  it('runs at most its limit at once and serves the waiting in order', async () => {
    const gate = new ConcurrencyGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        gate.run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          return index * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('frees the place of work that failed', async () => {
    const gate = new ConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await gate.run(() => Promise.resolve('depois'))).toBe('depois');
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyGate(0)).toThrow(RangeError);
  });
});
