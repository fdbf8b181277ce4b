// Signed tokens (DESIGN decision 8): HS256 only, through jose. Each kind of token has its own `typ`
// header and audience, so a token made for one purpose (a session) is refused for another (the
// recovery flow adds its kind here). `sub` is the customer's id, `sid` the server-side session's.
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'fidelidade';

export const TOKEN_KINDS = {
  sessao: { typ: 'sessao+jwt', audience: 'fidelidade:sessao' },
  /** Forgotten password (DESIGN decision 8): `sid` names the recovery request, not a session. */
  recuperacao: { typ: 'recuperacao+jwt', audience: 'fidelidade:recuperacao' },
  /** CPF claim (DESIGN decision 19): `sub` and `sid` both name the claim, which has no customer. */
  reivindicacao: { typ: 'reivindicacao+jwt', audience: 'fidelidade:reivindicacao' },
} as const;

export type TokenKind = keyof typeof TOKEN_KINDS;

export interface TokenClaims {
  /** The customer's id (clientes.id). */
  subject: string;
  /** The server-side session's id (sessoes.id). */
  sessionId: string;
  expiresAt: Date;
}

/** Tokens already verified, kept so a session's every call does not verify the signature again. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenSigner {
  readonly #key: Uint8Array;
  /**
   * Exact token text → its claims, once jose has verified it (the HMAC through WebCrypto
   * was a tenth of a statement call). The same text always verifies the same way, so only expiry is
   * checked again; whether the session is still alive is checked on every call by sessions.ts.
   */
  readonly #verified = new Map<string, { kind: TokenKind; claims: TokenClaims }>();

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(kind: TokenKind, claims: TokenClaims): Promise<string> {
    const { typ, audience } = TOKEN_KINDS[kind];
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(claims.subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(this.#key);
  }

  /**
   * The claims of a genuine, unexpired token of `kind`, or null for anything else: a bad signature,
   * another algorithm (`none` included), another kind, an expired or malformed token.
   */
  async verify(kind: TokenKind, token: string): Promise<TokenClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      // A token of another kind never passes as this one (its typ and audience differ).
      if (known.kind !== kind) return null;
      if (known.claims.expiresAt.getTime() > Date.now()) return known.claims;
      this.#verified.delete(token);
      return null;
    }
    const claims = await this.#verifySignature(kind, token);
    if (claims) this.#remember(kind, token, claims);
    return claims;
  }

  #remember(kind: TokenKind, token: string, claims: TokenClaims): void {
    if (this.#verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.#verified.keys().next();
      if (!oldest.done) this.#verified.delete(oldest.value);
    }
    this.#verified.set(token, { kind, claims });
  }

  async #verifySignature(kind: TokenKind, token: string): Promise<TokenClaims | null> {
    const { typ, audience } = TOKEN_KINDS[kind];
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        typ,
        requiredClaims: ['sub', 'sid', 'exp'],
      });
      const { sub, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number')
        return null;
      return { subject: sub, sessionId: sid, expiresAt: new Date(exp * 1000) };
    } catch {
      return null;
    }
  }
}
