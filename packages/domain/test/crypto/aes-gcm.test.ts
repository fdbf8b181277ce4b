import { describe, expect, it } from 'vitest';
import {
  DecryptionError,
  decryptJson,
  encryptJson,
  importAesKey,
} from '../../src/crypto/aes-gcm.ts';
import { fromBase64Url, toBase64Url } from '../../src/crypto/base64url.ts';

const keyOf = (fill: number) => importAesKey(new Uint8Array(32).fill(fill));

describe('encryptJson / decryptJson (AES-256-GCM envelope)', () => {
  it('round-trips JSON, accents included, with a fresh IV each time', async () => {
    const key = await keyOf(7);
    const value = { nome: 'Conceição', valor: 3000, lista: [1, null, true] };
    const first = await encryptJson(key, value);
    const second = await encryptJson(key, value);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(await decryptJson(key, first)).toEqual(value);
    expect(await decryptJson(key, second)).toEqual(value);
  });

  it('rejects a tampered ciphertext with DecryptionError', async () => {
    const key = await keyOf(7);
    const bytes = fromBase64Url(await encryptJson(key, { saldo: 150 }));
    const last = bytes.length - 1;
    bytes[last] = (bytes[last] ?? 0) ^ 1;
    await expect(decryptJson(key, toBase64Url(bytes))).rejects.toBeInstanceOf(DecryptionError);
    const flippedBody = fromBase64Url(await encryptJson(key, { saldo: 150 }));
    flippedBody[14] = (flippedBody[14] ?? 0) ^ 0x80;
    await expect(decryptJson(key, toBase64Url(flippedBody))).rejects.toBeInstanceOf(
      DecryptionError,
    );
  });

  it('rejects another key, garbage, non-base64url and too-short input with DecryptionError', async () => {
    const sealed = await encryptJson(await keyOf(7), 'segredo');
    const wrong = await keyOf(8);
    await expect(decryptJson(wrong, sealed)).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptJson(wrong, 'não é base64!')).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptJson(wrong, 'AAAA')).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptJson(wrong, '')).rejects.toThrow('Não foi possível decifrar os dados.');
  });
});
