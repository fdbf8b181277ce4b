// An OAuth 2 access token for a Google service account, by the JWT-bearer grant (RFC 7523): a JWT
// signed with the account's private key (RS256) is exchanged at its token_uri. The token is kept until
// shortly before it expires, and callers meanwhile share it.
import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';

/** The fields of a service account's JSON key file that the grant and FCM use. */
export const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url(),
  project_id: z.string().min(1),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

const tokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number() });

/** Google grants an assertion of at most one hour. */
const ASSERTION_LIFETIME_S = 60 * 60;
/** A token this close to its expiry is renewed first, so none expires on its way. */
const RENEW_MARGIN_MS = 5 * 60 * 1000;

export interface AccessTokenSource {
  /** A valid token, from the cache or a new exchange. */
  get(): Promise<string>;
  /** Drops the cached token (the API refused it). */
  forget(): void;
}

export function googleAccessToken(
  account: ServiceAccount,
  scope: string,
  timeoutMs: number,
): AccessTokenSource {
  const exchange = async (): Promise<{ token: string; expiresAt: number }> => {
    const key = await importPKCS8(account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt()
      .setExpirationTime(`${ASSERTION_LIFETIME_S}s`)
      .sign(key);
    const response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    const parsed = tokenAnswerSchema.safeParse(answer);
    if (!response.ok || !parsed.success) {
      throw new Error(`Google token endpoint answered ${response.status}`);
    }
    return {
      token: parsed.data.access_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000 - RENEW_MARGIN_MS,
    };
  };
  let current: Promise<{ token: string; expiresAt: number }> | undefined;
  const renew = () => {
    const pending = exchange();
    current = pending;
    // A failed exchange is not kept: the next call tries again.
    pending.catch(() => {
      if (current === pending) current = undefined;
    });
    return pending;
  };
  return {
    async get() {
      const held = await (current ?? renew());
      return held.expiresAt > Date.now() ? held.token : (await renew()).token;
    },
    forget() {
      current = undefined;
    },
  };
}
