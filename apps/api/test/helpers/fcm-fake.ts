// A local stand-in for Google's token endpoint and FCM's HTTP v1 `messages:send`: it makes a service
// account (its key pair, and the JSON file FCM_CREDENTIALS_FILE names), checks each JWT assertion
// against that account's public key and each send's bearer token, and answers per device token. Free
// of vitest, like the push service, for the browser journeys.
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';

/** 200 accepted; 404 UNREGISTERED; 400 INVALID_ARGUMENT about the token; 500 an outage. */
export type FcmBehaviour = 200 | 404 | 400 | 500;

export interface ReceivedFcmMessage {
  projectId: string;
  message: Record<string, unknown> & { token: string };
}

export interface FcmFake {
  /** `http://127.0.0.1:<port>`: FCM_API_URL, and the token endpoint's origin. */
  url: string;
  /** The service account's JSON file (in a temporary folder removed by close()). */
  credentialsFile: string;
  projectId: string;
  /** How each device token is answered; unlisted tokens get 200. */
  behaviour: Map<string, FcmBehaviour>;
  /** Access tokens handed out so far. */
  tokensIssued: number;
  /** Messages accepted. */
  received: ReceivedFcmMessage[];
  close(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const SEND_PATH = /^\/v1\/projects\/([^/]+)\/messages:send$/;

export async function startFcmFake(): Promise<FcmFake> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const projectId = 'fidelidade-teste';
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const accessTokens = new Set<string>();
  const server = createServer((request, response) => {
    void handle(request, response).catch(() => {
      reply(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Malformed request'));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenUri = `${url}/token`;
  const folder = await mkdtemp(join(tmpdir(), 'fcm-fake-'));
  const fake: FcmFake = {
    url,
    credentialsFile: join(folder, 'service-account.json'),
    projectId,
    behaviour: new Map(),
    tokensIssued: 0,
    received: [],
    close: async () => {
      await new Promise<void>((closed) => {
        server.close(() => {
          closed();
        });
      });
      await rm(folder, { recursive: true, force: true });
    },
  };
  await writeFile(
    fake.credentialsFile,
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomUUID(),
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: clientEmail,
      token_uri: tokenUri,
    }),
  );

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(body);
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        (await assertionHolds(form.get('assertion') ?? '', publicKey, clientEmail, tokenUri));
      if (!valid) {
        reply(response, 400, { error: 'invalid_grant' });
        return;
      }
      const accessToken = `ya29.teste-${randomUUID()}`;
      accessTokens.add(accessToken);
      fake.tokensIssued += 1;
      reply(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
      return;
    }
    const send = SEND_PATH.exec(request.url ?? '');
    if (request.method !== 'POST' || !send?.[1]) {
      reply(response, 404, googleError(404, 'NOT_FOUND', 'Not found'));
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      reply(response, 401, googleError(401, 'UNAUTHENTICATED', 'Invalid credentials'));
      return;
    }
    const { message } = JSON.parse(body) as { message: ReceivedFcmMessage['message'] };
    const behaviour = fake.behaviour.get(message.token) ?? 200;
    if (behaviour === 200) {
      fake.received.push({ projectId: decodeURIComponent(send[1]), message });
      reply(response, 200, { name: `projects/${projectId}/messages/${randomUUID()}` });
      return;
    }
    reply(response, behaviour, FAILURES[behaviour]);
  }
  return fake;
}

/** The JWT-bearer assertion: RS256 by the account's key, from it, for the token URI and FCM. */
async function assertionHolds(
  assertion: string,
  publicKey: KeyObject,
  issuer: string,
  audience: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(assertion, publicKey, {
      algorithms: ['RS256'],
      issuer,
      audience,
      requiredClaims: ['iat', 'exp'],
    });
    return payload.scope === SCOPE;
  } catch {
    return false;
  }
}

const FAILURES = {
  404: googleError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'),
  400: googleError(
    400,
    'INVALID_ARGUMENT',
    'The registration token is not a valid FCM registration token',
    'INVALID_ARGUMENT',
  ),
  500: googleError(500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL'),
};

/** Google's error body, with FCM's own code in `details` as FCM gives it. */
function googleError(code: number, status: string, message: string, fcmErrorCode?: string) {
  const details = fcmErrorCode
    ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: fcmErrorCode }]
    : [];
  return { error: { code, message, status, details } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
