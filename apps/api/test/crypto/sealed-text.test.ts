// The server's text of a sealed value is the app's: what one writes, the other reads.
import { createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DecryptionError,
  decryptJson,
  encryptJson,
  importAesKey,
} from '@fidelidade/domain/crypto/aes-gcm';
import { openText, sealToText } from '../../src/crypto/sealed-text.ts';

const raw = crypto.getRandomValues(new Uint8Array(32));
const key = await importAesKey(raw);
const value = { nome: 'Ana Paula', saldo: 1234, lancamentos: ['compra', 'resgate', 'ação'] };

describe('sealed text on the server', () => {
  it('is read by the app, and reads what the app writes', async () => {
    expect(await decryptJson(key, sealToText(raw, value))).toEqual(value);
    expect(openText(raw, await encryptJson(key, value))).toEqual(value);
  });

  it('takes the key as its bytes or as a KeyObject of them, as the day keys hold it', () => {
    expect(openText(createSecretKey(raw), sealToText(raw, value))).toEqual(value);
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    expect(sealToText(raw, value)).not.toBe(sealToText(raw, value));
  });

  it('refuses text that is not base64url, or was changed, or another key sealed', () => {
    const sealed = sealToText(raw, value);
    const other = crypto.getRandomValues(new Uint8Array(32));
    const changed = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(() => openText(raw, `${sealed}=`)).toThrow(DecryptionError);
    expect(() => openText(raw, changed)).toThrow(DecryptionError);
    expect(() => openText(other, sealed)).toThrow(DecryptionError);
    expect(() => openText(raw, 'abc')).toThrow(DecryptionError);
    expect(() => openText(raw, sealed.slice(0, -2))).toThrow(DecryptionError);
  });
});
