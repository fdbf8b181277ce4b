// The server's Node cipher and the app's WebCrypto one must read each other's envelopes exactly, and
// refuse anything altered with the same DecryptionError.
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DecryptionError,
  decryptJson,
  encryptJson,
  importAesKey,
} from '@fidelidade/domain/crypto/aes-gcm';
import { openJson, sealJson } from '../../src/crypto/envelope-cipher.ts';

const raw = new Uint8Array(randomBytes(32));
const value = { nome: 'João da Silva', cpf: '529.982.247-25', itens: [1, 2, 3], vazio: null };

function flipLastCharacter(text: string): string {
  return text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
}

describe('envelope cipher (Node) against the app’s WebCrypto', () => {
  it('writes what the app reads', async () => {
    expect(await decryptJson(await importAesKey(raw), sealJson(raw, value))).toEqual(value);
  });

  it('reads what the app writes', async () => {
    expect(openJson(raw, await encryptJson(await importAesKey(raw), value))).toEqual(value);
  });

  it('never repeats an iv, also past the end of a pool of random bytes', () => {
    const ivs = Array.from({ length: 2_000 }, () =>
      Buffer.from(sealJson(raw, 1), 'base64url').subarray(0, 12).toString('hex'),
    );
    expect(new Set(ivs).size).toBe(ivs.length);
  });

  it.each([
    ['another key', (text: string) => text, new Uint8Array(randomBytes(32))],
    ['a changed tag', flipLastCharacter, raw],
    ['characters outside base64url', (text: string) => `${text}+/=`, raw],
    ['too short to hold an iv and a tag', (text: string) => text.slice(0, 30), raw],
    ['nothing', () => '', raw],
  ])('refuses %s', (_label, alter, key) => {
    expect(() => openJson(key, alter(sealJson(raw, value)))).toThrow(DecryptionError);
  });

  it('refuses a well-sealed text that is not JSON', () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', raw, iv);
    const sealed = Buffer.concat([iv, cipher.update('{não é json', 'utf8'), cipher.final()]);
    const text = Buffer.concat([sealed, cipher.getAuthTag()]).toString('base64url');
    expect(() => openJson(raw, text)).toThrow(DecryptionError);
  });
});
