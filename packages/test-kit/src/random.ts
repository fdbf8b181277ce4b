// Randomness for unique test data from Web Crypto, so the factories run in Node and in a browser alike.

/** A random whole number from 0 to `below` - 1 (`below` at most 2³²). */
export function randomBelow(below: number): number {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return random % below;
}

/** `bytes` random bytes as lower-case hex. */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
