// The server's day keys (src/crypto/day-keys.ts): the window of yesterday, today and tomorrow in São
// Paulo, derived once per date and then found without waiting.
import { describe, expect, it } from 'vitest';
import { DayKeys } from '../../src/crypto/day-keys.ts';

const SECRET = 'segredo-do-servidor-com-mais-de-32-caracteres';
const TRANSPORT = 'segredo-de-transporte';

function keysAt(iso: string) {
  let now = new Date(iso);
  const keys = new DayKeys(SECRET, TRANSPORT, () => now);
  return {
    keys,
    moveTo: (next: string) => {
      now = new Date(next);
    },
  };
}

describe('day keys', () => {
  it('are found without waiting only once derived, in the order a body is tried', async () => {
    const { keys } = keysAt('2026-11-25T12:00:00-03:00');
    expect(keys.derivedCandidates(undefined)).toBeUndefined();
    const window = await keys.inWindow();
    expect(window.map((key) => key.date.iso)).toEqual(['2026-11-25', '2026-11-24', '2026-11-26']);
    expect(keys.derivedCandidates(undefined)).toEqual(window);
  });

  it('give the key an Encrypt-Date names, or the whole window for a date outside it', async () => {
    const { keys } = keysAt('2026-11-25T12:00:00-03:00');
    const window = await keys.inWindow();
    expect(keys.derivedCandidates('2026-11-24')).toEqual([window[1]]);
    expect(keys.derivedCandidates('2026-11-20')).toEqual(window);
    expect(await keys.forIsoDate('2026-11-26')).toBe(window[2]);
    expect(await keys.forIsoDate('2026-11-20')).toBeUndefined();
  });

  it('wait for the same candidates the request would find once they are derived', async () => {
    const { keys } = keysAt('2026-11-25T12:00:00-03:00');
    const named = await keys.candidates('2026-11-26');
    expect(named.map((key) => key.date.iso)).toEqual(['2026-11-26']);
    expect(keys.derivedCandidates('2026-11-26')).toEqual(named);
    expect(keys.derivedCandidates(undefined)).toBeUndefined();
    const window = await keys.candidates('2026-11-20');
    expect(window.map((key) => key.date.iso)).toEqual(['2026-11-25', '2026-11-24', '2026-11-26']);
    expect(window[2]).toBe(named[0]);
    expect(await keys.candidates(undefined)).toEqual(window);
    expect(keys.derivedCandidates(undefined)).toEqual(window);
  });

  it('move with the São Paulo day: a new day waits for its new key', async () => {
    const { keys, moveTo } = keysAt('2026-11-25T23:59:00-03:00');
    const before = await keys.inWindow();
    moveTo('2026-11-26T00:00:01-03:00');
    expect(keys.derivedCandidates(undefined)).toBeUndefined();
    // The new tomorrow is not derived yet, but the day named by the client may be.
    expect(keys.derivedCandidates('2026-11-25')).toEqual([before[0]]);
    const after = await keys.inWindow();
    expect(after.map((key) => key.date.iso)).toEqual(['2026-11-26', '2026-11-25', '2026-11-27']);
    expect(after[0]).toBe(before[2]);
    expect(keys.derivedCandidates(undefined)).toEqual(after);
    // Yesterday's yesterday has left the window and is forgotten.
    expect(keys.derivedCandidates('2026-11-24')).toEqual(after);
  });
});
