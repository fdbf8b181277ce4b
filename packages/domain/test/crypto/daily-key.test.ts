import { describe, expect, it } from 'vitest';
import {
  DecryptionError,
  decryptJson,
  encryptJson,
  importAesKey,
} from '../../src/crypto/aes-gcm.ts';
import { toBase64Url } from '../../src/crypto/base64url.ts';
import {
  DEFAULT_TRANSPORT_SECRET,
  dateTokens,
  deriveDailyKey,
  transportKey,
} from '../../src/crypto/daily-key.ts';
import { addDays, calendarDate } from '../../src/crypto/sao-paulo-date.ts';

const SECRET = 'segredo-do-servidor-de-teste';
const today = calendarDate('2026-03-15');
const yesterday = addDays(today, -1);
const tomorrow = addDays(today, 1);

const keyFor = async (secret: string, iso: string) =>
  importAesKey(await deriveDailyKey(secret, calendarDate(iso)));

describe('deriveDailyKey (DESIGN decision 9)', () => {
  it('is a stable 32-byte key per secret and date', async () => {
    const raw = await deriveDailyKey(SECRET, today);
    expect(raw).toHaveLength(32);
    expect(toBase64Url(await deriveDailyKey(SECRET, calendarDate('2026-03-15')))).toBe(
      toBase64Url(raw),
    );
    expect(toBase64Url(await deriveDailyKey('outro-segredo', today))).not.toBe(toBase64Url(raw));
  });

  it('differs for the neighbouring days, and each decrypts only its own payload', async () => {
    const days = [yesterday, today, tomorrow];
    const raws = await Promise.all(days.map((day) => deriveDailyKey(SECRET, day)));
    expect(new Set(raws.map((raw) => toBase64Url(raw))).size).toBe(3);

    const keys = await Promise.all(raws.map((raw) => importAesKey(raw)));
    const sealed = await Promise.all(keys.map((key, i) => encryptJson(key, { dia: days[i]?.iso })));
    for (const [i, key] of keys.entries()) {
      for (const [j, text] of sealed.entries()) {
        if (i === j) await expect(decryptJson(key, text)).resolves.toEqual({ dia: days[i]?.iso });
        else await expect(decryptJson(key, text)).rejects.toBeInstanceOf(DecryptionError);
      }
    }
  });

  it("rejects a payload sealed with the wrong day's key", async () => {
    const sealed = await encryptJson(await keyFor(SECRET, '2026-03-14'), { ok: true });
    await expect(decryptJson(await keyFor(SECRET, '2026-03-16'), sealed)).rejects.toBeInstanceOf(
      DecryptionError,
    );
  });
});

describe('dateTokens', () => {
  it('are stable for a date and URL-safe', async () => {
    const first = await dateTokens(today, DEFAULT_TRANSPORT_SECRET);
    expect(await dateTokens(calendarDate('2026-03-15'), DEFAULT_TRANSPORT_SECRET)).toEqual(first);
    for (const token of Object.values(first)) expect(token).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('differ for every date part and never reveal the number', async () => {
    const a = await dateTokens(today, DEFAULT_TRANSPORT_SECRET);
    const b = await dateTokens(tomorrow, DEFAULT_TRANSPORT_SECRET);
    expect(b.weekday).not.toBe(a.weekday);
    expect(b.day).not.toBe(a.day);
    expect(b.month).toBe(a.month);
    const nextMonth = await dateTokens(calendarDate('2026-04-15'), DEFAULT_TRANSPORT_SECRET);
    expect(nextMonth.month).not.toBe(a.month);
    expect(new Set([a.weekday, a.day, a.month]).size).toBe(3);
    expect(Object.values(a)).not.toContain('15');
  });

  it('depend on the transport secret', async () => {
    const a = await dateTokens(today, DEFAULT_TRANSPORT_SECRET);
    const b = await dateTokens(today, 'outro-segredo');
    expect(b.day).not.toBe(a.day);
  });
});

describe('transportKey', () => {
  it("wraps the key route's answer so only the same secret opens it", async () => {
    const raw = await deriveDailyKey(SECRET, today);
    const answer = { chave: toBase64Url(raw), data: today.iso };
    const sealed = await encryptJson(await transportKey(DEFAULT_TRANSPORT_SECRET), answer);
    expect(await decryptJson(await transportKey(DEFAULT_TRANSPORT_SECRET), sealed)).toEqual(answer);
    await expect(decryptJson(await transportKey('outro'), sealed)).rejects.toBeInstanceOf(
      DecryptionError,
    );
  });
});
