// Native push through Firebase Cloud Messaging's HTTP v1 API, with no Google SDK: a service account's
// JSON key file (FCM_CREDENTIALS_FILE) gives the project and the key that buys an access token
// (google-access-token.ts); each notice is one `messages:send` to one device token. FCM carries it to
// Android and, through the APNs key uploaded to the Firebase project, to iOS. Errors say only what
// FCM answered, never the token or the notice.
import { readFileSync } from 'node:fs';
import type { PushPayload } from '../../outbox/messages.ts';
import {
  googleAccessToken,
  serviceAccountSchema,
  type ServiceAccount,
} from './google-access-token.ts';
import {
  PUSH_TTL_SECONDS,
  type NativePushDevice,
  type NativePushSender,
  type PushOutcome,
} from './push-sender.ts';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** Reads and checks the service account's key file; the message names the file, never its contents. */
export function readServiceAccount(file: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`FCM_CREDENTIALS_FILE: não foi possível ler o JSON em ${file}`);
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`FCM_CREDENTIALS_FILE: conta de serviço sem ${fields} (${file})`);
  }
  return parsed.data;
}

export interface FcmSenderOptions {
  account: ServiceAccount;
  /** https://fcm.googleapis.com, or a local fake in tests. */
  apiUrl: string;
  timeoutMs: number;
}

export function fcmSender({ account, apiUrl, timeoutMs }: FcmSenderOptions): NativePushSender {
  const accessToken = googleAccessToken(account, FCM_SCOPE, timeoutMs);
  const sendUrl = new URL(
    `/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
    apiUrl,
  );
  return {
    async send(device: NativePushDevice, payload: PushPayload): Promise<PushOutcome> {
      const response = await fetch(sendUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken.get()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ message: fcmMessage(device.token, payload) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is read either way so the connection is released.
      const answer: unknown = await response.json().catch(() => undefined);
      if (response.ok) return 'entregue';
      if (forgetsToken(response.status, answer)) return 'esquecida';
      // A refused access token (revoked, or the clock moved): the next attempt buys a new one.
      if (response.status === 401) accessToken.forget();
      throw new Error(`FCM answered ${response.status} ${fcmErrorCode(answer) ?? ''}`.trim());
    },
  };
}

/** A notification message (shown by the system when the app is in the background) plus its data. */
function fcmMessage(token: string, payload: PushPayload) {
  return {
    token,
    notification: { title: payload.titulo, body: payload.texto },
    // Read by the app when the notice is tapped: open `url`, mark `avisoId` read.
    data: { url: payload.url, avisoId: payload.avisoId },
    android: { priority: 'high', ttl: `${PUSH_TTL_SECONDS}s` },
    apns: {
      headers: {
        'apns-priority': '10',
        'apns-expiration': String(Math.floor(Date.now() / 1000) + PUSH_TTL_SECONDS),
      },
      payload: { aps: { sound: 'default' } },
    },
  };
}

interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** FCM's own code (UNREGISTERED, QUOTA_EXCEEDED…) from the error's details, else its status. */
function fcmErrorCode(answer: unknown): string | undefined {
  const error = (answer as FcmErrorBody | undefined)?.error;
  const fcmDetail = error?.details?.find((detail) => detail.errorCode !== undefined);
  return fcmDetail?.errorCode ?? error?.status;
}

/**
 * The token no longer names an installed app: 404 / UNREGISTERED, or 400 INVALID_ARGUMENT about the
 * token itself (another INVALID_ARGUMENT, a message too big, is our fault and must not drop the device).
 */
function forgetsToken(status: number, answer: unknown): boolean {
  const code = fcmErrorCode(answer);
  if (status === 404 || code === 'UNREGISTERED') return true;
  if (status !== 400 || code !== 'INVALID_ARGUMENT') return false;
  const error = (answer as FcmErrorBody).error;
  const tokenField = error?.details?.some((detail) =>
    detail.fieldViolations?.some((violation) => violation.field === 'message.token'),
  );
  return tokenField === true || /registration token/i.test(error?.message ?? '');
}
