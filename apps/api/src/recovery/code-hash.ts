// Codes are stored only as an HMAC-SHA256 under a server secret (DESIGN decision 3), bound to their
// recovery request: the same code in another request has another hash, and a database leak reveals no
// code. Compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class CodeHasher {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    // A key of its own, derived from the server secret, so this use never collides with another.
    this.#key = createHmac('sha256', serverSecret).update('fidelidade:codigo-recuperacao').digest();
  }

  hash(recoveryId: string, code: string): string {
    return createHmac('sha256', this.#key).update(`${recoveryId}:${code}`).digest('base64url');
  }

  matches(recoveryId: string, code: string, stored: string): boolean {
    const given = Buffer.from(this.hash(recoveryId, code));
    const expected = Buffer.from(stored);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
