// The server's text of a sealed value is the app's: what one writes, the other reads.
import { describe, expect, it } from 'vitest';
import {
  DecryptionError,
  decryptJson,
  encryptJson,
  importAesKey,
} from '@fidelidade/domain/crypto/aes-gcm';
import { openText, sealToText } from '../../src/crypto/sealed-text.ts';

const key = await importAesKey(crypto.getRandomValues(new Uint8Array(32)));
const value = { nome: 'Ana Paula', saldo: 1234, lancamentos: ['compra', 'resgate'] };

describe('sealed text on the server', () => {
  it('is read by the app, and reads what the app writes', async () => {
    expect(await decryptJson(key, await sealToText(key, value))).toEqual(value);
    expect(await openText(key, await encryptJson(key, value))).toEqual(value);
  });

  it('refuses text that is not base64url, or was changed, or another key sealed', async () => {
    const sealed = await sealToText(key, value);
    const other = await importAesKey(crypto.getRandomValues(new Uint8Array(32)));
    const changed = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    await expect(openText(key, `${sealed}=`)).rejects.toBeInstanceOf(DecryptionError);
    await expect(openText(key, changed)).rejects.toBeInstanceOf(DecryptionError);
    await expect(openText(other, sealed)).rejects.toBeInstanceOf(DecryptionError);
    await expect(openText(key, 'abc')).rejects.toBeInstanceOf(DecryptionError);
  });
});
