// What every console route is given (`app.painel`, inside the console's scope only): the sessions,
// the keys, the clock, the cookies' options and the audit writer; and on each request the signed-in
// operator and session the guard (guard.ts) found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/executor.ts';
import { recordAudit, type AuditEntry } from './audit.ts';
import type { OperadorRow } from './operadores-repository.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import type { PainelKeys } from './painel-keys.ts';
import { PRE_SESSION_MS } from './pre-session.ts';

export const SESSION_COOKIE = 'painel_sessao';
export const PRE_SESSION_COOKIE = 'painel_pre';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's services; decorated in the console's scope only (painel-plugin.ts). */
    painel: PainelContext;
  }
  interface FastifyRequest {
    /** The signed-in operator on a console route behind a role; null elsewhere. */
    operador: OperadorRow | null;
    /** That operator's session and the cookie's token. */
    painelSessao: { id: string; token: string } | null;
  }
}

export interface PainelContext {
  sessions: OperatorSessions;
  keys: PainelKeys;
  now: () => Date;
  cookies: PainelCookies;
  /**
   * Appends to the audit trail who (the request's operator, unless given), what, which record and
   * from which address: every write and every display of a customer's unmasked data calls it, in
   * the write's own transaction where there is one. Never pass a personal value.
   */
  audit(request: FastifyRequest, entry: AuditEntry, executor?: Executor): Promise<void>;
}

export class PainelCookies {
  constructor(
    /** The console's path (`/painel` for the default prefix): the cookies go to nothing else. */
    private readonly path: string,
    private readonly secure: boolean,
  ) {}

  #options(maxAgeSeconds?: number) {
    return {
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: this.secure,
      path: this.path,
      ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
    };
  }

  /** The session cookie: no Max-Age, the server's idle timeout decides. */
  setSession(reply: FastifyReply, token: string): void {
    void reply.setCookie(SESSION_COOKIE, token, this.#options());
  }

  setPreSession(reply: FastifyReply, sealed: string): void {
    void reply.setCookie(PRE_SESSION_COOKIE, sealed, this.#options(PRE_SESSION_MS / 1000));
  }

  clearSession(reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE, this.#options());
  }

  clearPreSession(reply: FastifyReply): void {
    void reply.clearCookie(PRE_SESSION_COOKIE, this.#options());
  }
}

/** The cookies' path: the first segment of the console API's prefix (`/painel/api` → `/painel`). */
export function cookiePath(prefix: string): string {
  return `/${prefix.split('/')[1] ?? ''}`;
}

export function painelContext(
  app: FastifyInstance,
  parts: Omit<PainelContext, 'audit'>,
): PainelContext {
  return {
    ...parts,
    audit: (request, entry, executor = app.database.db) =>
      recordAudit(executor, {
        operadorId: entry.operadorId ?? request.operador?.id ?? null,
        acao: entry.acao,
        entidade: entry.entidade,
        registroId: entry.registroId ?? null,
        ip: request.ip,
        criadoEm: parts.now(),
        motivo: entry.motivo ?? null,
      }),
  };
}
