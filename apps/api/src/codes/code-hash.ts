// Codes are stored only as an HMAC-SHA256 under a server secret (DESIGN decision 3), bound to their
// purpose and to the row that holds them: the same code in another row, or for another purpose, has
// another hash, and a database leak reveals no code. Compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class CodeHasher {
  readonly #key: Buffer;

  /** `purpose` derives a key of its own from the server secret, so no two uses ever collide. */
  constructor(serverSecret: string, purpose: string) {
    this.#key = createHmac('sha256', serverSecret).update(`fidelidade:${purpose}`).digest();
  }

  hash(rowId: string, code: string): string {
    return createHmac('sha256', this.#key).update(`${rowId}:${code}`).digest('base64url');
  }

  matches(rowId: string, code: string, stored: string): boolean {
    const given = Buffer.from(this.hash(rowId, code));
    const expected = Buffer.from(stored);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
