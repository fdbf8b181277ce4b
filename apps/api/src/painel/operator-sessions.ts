// The console's sessions (docs/decisions/0017-operator-console.md): the cookie holds 256 random bits,
// the row only their SHA-256, so a database leak opens no session. A session ends after the idle
// timeout (PAINEL_SESSION_IDLE) without a call, at sign-out, at sign-out everywhere, or when its
// operator is deactivated. The CSRF token is an HMAC of the cookie's token: only a page that was
// given it (sign-in, GET /sessao) can send it, and it needs no column.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/executor.ts';
import type { OperadorRow } from './operadores-repository.ts';

/** Longer than any token this module hands out: anything else is not looked up. */
const TOKEN_MAX_LENGTH = 100;

/** How stale a session's recorded last use may get before a call writes it again. */
const IDLE_CLOCK_STEP_MS = 60_000;

export interface OperatorSession {
  id: string;
  operador: OperadorRow;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export class OperatorSessions {
  constructor(
    private readonly db: Executor,
    private readonly idleMs: number,
    private readonly csrfKey: Buffer,
  ) {}

  /** Opens a session; the token goes in the cookie and nowhere else. */
  async start(operadorId: string, now: Date, executor: Executor = this.db) {
    const token = randomBytes(32).toString('base64url');
    const { id } = await executor
      .insertInto('operador_sessoes')
      .values({
        operador_id: operadorId,
        token_hash: tokenHash(token),
        criada_em: now,
        ultimo_uso_em: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, token, csrf: this.csrfFor(token) };
  }

  /**
   * The live session behind a cookie's token; null when the token is unknown, revoked, idle too long,
   * or its operator inactive or not enrolled. Its idle clock is written only when it is a minute old or
   * more: a busy console costs one read per call, not a write (one row, locked and flushed, on every
   * call of the same session), and a session ends at most that minute before its full idle timeout.
   */
  async authenticate(token: string | undefined, now: Date): Promise<OperatorSession | null> {
    if (!token || token.length > TOKEN_MAX_LENGTH) return null;
    const idleSince = new Date(now.getTime() - this.idleMs);
    const found = await this.db
      .selectFrom('operador_sessoes')
      .innerJoin('operadores', 'operadores.id', 'operador_sessoes.operador_id')
      .selectAll('operadores')
      .select(['operador_sessoes.id as sessaoId', 'operador_sessoes.ultimo_uso_em as ultimoUso'])
      .where('operador_sessoes.token_hash', '=', tokenHash(token))
      .where('operador_sessoes.revogada_em', 'is', null)
      .where('operador_sessoes.ultimo_uso_em', '>', idleSince)
      .where('operadores.ativo', '=', true)
      .where('operadores.totp_ativo', '=', true)
      .executeTakeFirst();
    if (!found) return null;
    const { sessaoId, ultimoUso, ...operador } = found;
    if (now.getTime() - ultimoUso.getTime() >= IDLE_CLOCK_STEP_MS) {
      await this.db
        .updateTable('operador_sessoes')
        .set({ ultimo_uso_em: now })
        .where('id', '=', sessaoId)
        .where('ultimo_uso_em', '<', now)
        .execute();
    }
    return { id: sessaoId, operador };
  }

  csrfFor(token: string): string {
    return createHmac('sha256', this.csrfKey).update(token, 'utf8').digest('base64url');
  }

  /** Whether `given` is the CSRF token of the session `token` names, compared in constant time. */
  csrfMatches(token: string, given: string | undefined): boolean {
    if (!given) return false;
    const expected = Buffer.from(this.csrfFor(token));
    const received = Buffer.from(given);
    return expected.length === received.length && timingSafeEqual(expected, received);
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('operador_sessoes')
      .set({ revogada_em: now })
      .where('id', '=', sessionId)
      .where('revogada_em', 'is', null)
      .execute();
  }

  /** Ends every session of the operator (sign-out everywhere, deactivation). */
  async revokeAll(operadorId: string, now: Date, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('operador_sessoes')
      .set({ revogada_em: now })
      .where('operador_id', '=', operadorId)
      .where('revogada_em', 'is', null)
      .execute();
  }
}
