// Generated malformed requests for any route of the catalogue ("Hostile input"). fast-check
// draws a plan from a seed (so a failure is replayed with FUZZ_SEED); `materialize` turns it into bytes,
// sealing bodies with the real day key when the plan says so, so the contract behind the encryption is
// fuzzed too. Every plan is invalid by construction: no real credential is ever sent and no body can
// satisfy a contract that writes (a registration needs a CPF with check digits, a contact message a
// valid e-mail, phone and birth date), so the database must come out of the run unchanged.
import fc from 'fast-check';
import { encryptJson } from '@fidelidade/domain/crypto/aes-gcm';
import type { HeldKey } from '../helpers/encrypted-client.ts';
import { hostileJson, hostileString, misshapenBody } from './hostile-values.ts';
import type { CatalogueRoute } from './route-catalogue.ts';

type Damage = 'truncate' | 'flip' | 'foreignKey' | 'notBase64' | 'empty' | 'extraField';

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'sealed'; value: unknown }
  | { kind: 'brokenSeal'; value: unknown; damage: Damage }
  | { kind: 'raw'; bytes: string; binary: boolean; contentType: string | undefined }
  | { kind: 'oversized'; contentType: string | undefined };

export interface RequestPlan {
  route: CatalogueRoute;
  method: string;
  segments: string[];
  query: [string, string][];
  encrypt: string | undefined;
  /** 'today' (the held key's date), 'absent', or the text to send. */
  encryptDate: string;
  /** Index into the bogus credentials the test prepared, or -1 for none. */
  credential: number;
  body: BodyPlan;
}

export interface MaterializedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/vnd.api+json',
] as const;

const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'image/png',
  ';;;',
  'application/json; charset=utf-16',
] as const;

const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"data":"x"',
  "{'data': 'x'}",
  '{"a":1,}',
  '[1,2',
  'undefined',
  'NaN',
  '{"a":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"a":1}{"b":2}',
  '"só uma string"',
  '12345678901234567890123456789',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_001)}`,
] as const;

/** Header-safe text: what a client library lets through (visible Latin-1). */
export const headerText = (text: string) =>
  text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').slice(0, 2_000);

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which that refuses) goes as its
 * three WTF-8 bytes: invalid UTF-8 once decoded, exactly what a broken client sends.
 */
export function percentEncode(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');
}

const segmentArb = fc.oneof(
  hostileString,
  fc.constantFrom('..', '.', '%', '%00', '%ZZ', '%2F', 'a%2Fb', ' ', '0', '-1', 'null'),
);

const contentTypeArb = fc.option(fc.constantFrom(...WRONG_TYPES, ...JSON_TYPES), {
  nil: undefined,
});

/**
 * Past the default body limit (1 MiB). Made when the request is sent, never kept in its plan: the test
 * holds every plan until it ends, and a megabyte per plan would read as a leak in its heap check.
 */
const OVERSIZED_BYTES = 1_100_000;

function bodyArb(route: CatalogueRoute): fc.Arbitrary<BodyPlan> {
  const value = fc.oneof(
    { weight: 3, arbitrary: misshapenBody(route.fields) },
    { weight: 1, arbitrary: hostileJson },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value,
        contentType: fc.constantFrom(...JSON_TYPES),
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sealed' as const), value }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('brokenSeal' as const),
        value,
        damage: fc.constantFrom<Damage>(
          'truncate',
          'flip',
          'foreignKey',
          'notBase64',
          'empty',
          'extraField',
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        bytes: fc.oneof(fc.constantFrom(...BROKEN_JSON), hostileString),
        binary: fc.boolean(),
        contentType: contentTypeArb,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('oversized' as const),
        contentType: contentTypeArb,
      }),
    },
  );
}

function planArb(route: CatalogueRoute, credentials: number): fc.Arbitrary<RequestPlan> {
  const params = route.url.split('/').filter((part) => part.startsWith(':') || part === '*');
  return fc.record({
    route: fc.constant(route),
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(route.method) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    segments: fc.array(segmentArb, { minLength: params.length, maxLength: params.length }),
    query: fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }),
    encrypt: fc.option(fc.constantFrom('true', 'TRUE', 'true', 'false', '1', 'sim', ''), {
      nil: undefined,
      freq: 4,
    }),
    encryptDate: fc.oneof(
      fc.constantFrom('today', 'today', 'absent', '1900-01-01', '2026-02-30', 'ontem'),
      hostileString.map(headerText),
    ),
    credential: fc.integer({ min: -1, max: credentials - 1 }),
    body: bodyArb(route),
  });
}

/** `count` plans spread over every route, drawn from `seed`. */
export function planRequests(
  routes: readonly CatalogueRoute[],
  credentials: number,
  seed: number,
  count: number,
): RequestPlan[] {
  const plans = fc.oneof(...routes.map((route) => planArb(route, credentials)));
  return fc.sample(plans, { seed, numRuns: count });
}

function fillUrl(plan: RequestPlan): string {
  let next = 0;
  const path = plan.route.url
    .split('/')
    .map((part) => {
      if (!part.startsWith(':') && part !== '*') return part;
      const segment = plan.segments[next] ?? '';
      next += 1;
      // Some segments go raw (percent signs, dots), most encoded like a client would.
      return /^[%.]/.test(segment) ? segment : percentEncode(segment);
    })
    .join('/')
    // The catch-all `*` hangs from the root.
    .replace(/^(?!\/)/, '/');
  if (plan.query.length === 0) return path;
  const search = plan.query
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
  return `${path}?${search}`;
}

async function damagedSeal(value: unknown, damage: Damage, held: HeldKey): Promise<unknown> {
  const sealed = await encryptJson(held.key, value);
  switch (damage) {
    case 'truncate':
      return { data: sealed.slice(0, Math.floor(sealed.length / 2)) };
    case 'flip': {
      const last = sealed.at(-2) === 'A' ? 'B' : 'A';
      return { data: `${sealed.slice(0, -2)}${last}${sealed.slice(-1)}` };
    }
    case 'foreignKey': {
      const raw = crypto.getRandomValues(new Uint8Array(32));
      const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
      return { data: await encryptJson(key, value) };
    }
    case 'notBase64':
      return { data: '!!!não é base64!!!' };
    case 'empty':
      return { data: '' };
    case 'extraField':
      return { data: sealed, jwt: 'x' };
  }
}

export async function materialize(
  plan: RequestPlan,
  held: HeldKey,
  credentials: readonly string[],
): Promise<MaterializedRequest> {
  const headers: Record<string, string> = {};
  if (plan.encrypt !== undefined) headers.encrypt = plan.encrypt;
  if (plan.encryptDate === 'today') headers['encrypt-date'] = held.date;
  else if (plan.encryptDate !== 'absent') headers['encrypt-date'] = plan.encryptDate;
  const credential = credentials[plan.credential];
  if (credential !== undefined) headers.authorization = credential;

  let payload: string | Buffer | undefined;
  const { body } = plan;
  if (body.kind === 'json') {
    headers['content-type'] = body.contentType;
    payload = JSON.stringify(body.value);
  } else if (body.kind === 'sealed') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ data: await encryptJson(held.key, body.value) });
  } else if (body.kind === 'brokenSeal') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(await damagedSeal(body.value, body.damage, held));
  } else if (body.kind === 'raw') {
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    // "binary": the text's UTF-16 code units as bytes, so invalid UTF-8 reaches the parser.
    payload = Buffer.from(body.bytes, body.binary ? 'latin1' : 'utf8');
  } else if (body.kind === 'oversized') {
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    payload = Buffer.alloc(OVERSIZED_BYTES, 'x');
  }
  return { method: plan.method, url: fillUrl(plan), headers, payload };
}

/** What to print when a request misbehaves: enough to replay it by hand. */
export function describeRequest(request: MaterializedRequest): string {
  const payload =
    request.payload === undefined
      ? '(sem corpo)'
      : request.payload.toString().slice(0, 500) +
        (request.payload.length > 500 ? `… (${request.payload.length} bytes)` : '');
  return `${request.method} ${request.url.slice(0, 300)}\n${JSON.stringify(request.headers)}\n${payload}`;
}
