// A local Web Push service (RFC 8030) over HTTPS with a certificate made at start: it hands out
// subscriptions whose keys it holds, checks each push's VAPID token (RFC 8292) like a real service,
// decrypts the aes128gcm payload (RFC 8291) and answers as each subscription was told to. The API
// suites and the browser journeys use it (so no vitest here).
import { createECDH, createPublicKey, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { errors as joseErrors, jwtVerify } from 'jose';
import { generate } from 'selfsigned';

/** What the service answers a push to the subscription: accepted, gone, unknown, or nothing at all. */
export type PushBehaviour = 201 | 404 | 410 | 'hang';

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  vapid: { aud: string; sub: string; exp: number };
  headers: { ttl: string | undefined; urgency: string | undefined };
}

export interface PushService {
  /** `https://127.0.0.1:<port>` */
  url: string;
  /** The service's certificate (PEM), for a client that must trust it. */
  ca: string;
  /** An agent that trusts the certificate. */
  agent: Agent;
  /** A new subscription bound to the service's application server key. */
  subscription(behaviour?: PushBehaviour): PushSubscriptionJson;
  /** Pushes accepted (201) so far. */
  received: ReceivedPush[];
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  behaviour: PushBehaviour;
}

/** RFC 8292 section 2: a token valid for more than a day is refused. */
const MAX_TOKEN_LIFETIME_S = 24 * 60 * 60;

/**
 * `applicationServerKey`: the VAPID public key (base64url) the subscriptions are made with, as a
 * browser's `pushManager.subscribe` binds them; a push signed with another key gets 403.
 */
export async function startPushService({
  applicationServerKey,
}: {
  applicationServerKey: string;
}): Promise<PushService> {
  const { cert, private: key } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    void handlePush(request, response).catch(() => {
      answer(response, 400);
    });
  });

  async function handlePush(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const subscriber = subscribers.get(request.url ?? '');
    if (request.method !== 'POST' || !subscriber) {
      answer(response, 404);
      return;
    }
    const vapid = await checkVapid(request.headers.authorization, applicationServerKey, origin());
    if (typeof vapid === 'number') {
      answer(response, vapid);
      return;
    }
    if (subscriber.behaviour === 'hang') return;
    if (subscriber.behaviour !== 201) {
      answer(response, subscriber.behaviour);
      return;
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      answer(response, 415);
      return;
    }
    const plain = decrypt(body, {
      version: 'aes128gcm',
      privateKey: subscriber.ecdh,
      authSecret: subscriber.auth,
    });
    received.push({
      endpoint: `${origin()}${request.url ?? ''}`,
      payload: JSON.parse(plain.toString('utf8')),
      vapid,
      headers: { ttl: headerOf(request, 'ttl'), urgency: headerOf(request, 'urgency') },
    });
    response.writeHead(201, { location: `${origin()}/mensagem/${randomUUID()}` });
    response.end();
  }

  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = () => `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });
  return {
    url: origin(),
    ca: cert,
    agent,
    received,
    subscription(behaviour = 201) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      subscribers.set(path, { ecdh, auth, behaviour });
      return {
        endpoint: `${origin()}${path}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () =>
      new Promise<void>((closed) => {
        agent.destroy();
        // A hanging push's connection would keep the server open.
        server.closeAllConnections();
        server.close(() => {
          closed();
        });
      }),
  };
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256) by k, for this origin, not
 * expired nor valid for more than a day, from a mailto: or https: contact. Answers the claims, 401
 * for a token that does not hold, 403 for a valid one from a key the subscriptions were not made with.
 */
async function checkVapid(
  authorization: string | undefined,
  applicationServerKey: string,
  audience: string,
): Promise<ReceivedPush['vapid'] | 401 | 403> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) return 401;
  const [, token, k] = match;
  try {
    const { payload } = await jwtVerify(token, p256PublicKey(k), {
      algorithms: ['ES256'],
      audience,
      requiredClaims: ['exp', 'sub'],
    });
    const { exp, sub } = payload as { exp: number; sub: unknown };
    if (typeof sub !== 'string' || !/^(mailto:|https:\/\/)/.test(sub)) return 401;
    if (exp > Date.now() / 1000 + MAX_TOKEN_LIFETIME_S) return 401;
    return k === applicationServerKey ? { aud: audience, sub, exp } : 403;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return 401;
    throw error;
  }
}

/** A P-256 public key from its uncompressed point (65 bytes: 0x04, x, y), as VAPID's k carries it. */
function p256PublicKey(point: string) {
  const bytes = Buffer.from(point, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) throw new TypeError('not an uncompressed P-256 point');
  return createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: bytes.subarray(1, 33).toString('base64url'),
      y: bytes.subarray(33).toString('base64url'),
    },
  });
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(response: ServerResponse, status: number): void {
  response.writeHead(status);
  response.end();
}
