// The values a hostile or broken client puts in a field ("Hostile input"): text that breaks
// naive code (lone surrogates, right-to-left and zero-width marks, emoji, NUL), SQL and script
// payloads, huge strings, and every JSON type where another is expected.
import fc from 'fast-check';

/** Text that has broken string handling somewhere: encodings, direction, invisible marks, control. */
export const UNICODE_EDGES = [
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\u202Eodnum olá\u202C',
  '\u200F\u0645\u0631\u062D\u0628\u0627',
  'zero\u200Bwidth\u200D\uFEFF',
  '😀👨‍👩‍👧‍👦🇧🇷',
  'nul\u0000byte',
  '\u0000',
  'e\u0301\u0301\u0301',
  '\u{10FFFF}',
  '\r\n\t\u0085\u2028\u2029',
  'ＡＢＣ１２３',
  'ﬁ ß İ ı',
] as const;

/** Payloads aimed at the database and at any page that would show the text. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; drop table clientes; --",
  '1; select pg_sleep(10)',
  "admin'--",
  '" or ""="',
  '$1',
  '%s%s%s%n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
] as const;

/** Big enough to hit every length check (the body limit has its own case in the raw bodies). */
export const HUGE_STRINGS = [
  'A'.repeat(5_000),
  '9'.repeat(70_000),
  '😀'.repeat(20_000),
  `${'\u0000'.repeat(1_000)}x`,
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
  { weight: 6, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', 'NaN', '-1') },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 0.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, favouring hostile leaves; objects may carry prototype-polluting keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'jwt', 'data')),
        tie('value'),
        { maxKeys: 4 },
      ),
    },
  ),
})).value;

/**
 * A body shaped like the route's contract but wrong: its own field names (from the OpenAPI document)
 * with hostile values, some missing, plus unknown extra fields.
 */
export function misshapenBody(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length > 0 ? fields : ['campo'];
  return fc
    .tuple(
      fc.subarray([...known]),
      fc.array(hostileJson, { minLength: known.length, maxLength: known.length }),
      fc.dictionary(hostileString, hostileJson, { maxKeys: 2 }),
    )
    .map(([chosen, values, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      chosen.forEach((field, index) => {
        body[field] = values[index];
      });
      return body;
    });
}
