// The recovery requests behind the recovery token (DESIGN decision 8): step 1 opens one and signs a
// token naming it; steps 2 to 4 verify the token (its own kind: a session token is refused, and a
// recovery token is refused everywhere else) and lock the row for the step's transaction.
import type { Selectable } from 'kysely';
import { recoveryApiMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import { ApiError } from '../http/envelope.ts';
import { later } from '../codes/rules.ts';
import { REQUEST_TTL_MS } from './rules.ts';
import type { RecuperacoesSenhaTable } from './tables.ts';

export type RecoveryRequest = Selectable<RecuperacoesSenhaTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opens a request for a customer; answers its recovery token. */
export async function openRequest(
  db: Executor,
  tokens: TokenSigner,
  clienteId: string,
  now: Date,
): Promise<string> {
  const expiresAt = later(now, REQUEST_TTL_MS);
  const { id } = await db
    .insertInto('recuperacoes_senha')
    .values({ cliente_id: clienteId, criada_em: now, expira_em: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tokens.sign('recuperacao', { subject: clienteId, sessionId: id, expiresAt });
}

/**
 * The open request a recovery token names, locked until the transaction ends; 401 for a token of
 * another kind, a forged or expired one, and a request that is finished or past its time.
 */
export async function lockRequest(
  trx: Executor,
  tokens: TokenSigner,
  jwt: string,
  now: Date,
): Promise<RecoveryRequest> {
  const claims = await tokens.verify('recuperacao', jwt);
  const valid = claims && UUID.test(claims.sessionId) && UUID.test(claims.subject);
  const request = valid
    ? await trx
        .selectFrom('recuperacoes_senha')
        .selectAll()
        .where('id', '=', claims.sessionId)
        .where('cliente_id', '=', claims.subject)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!request || request.concluida_em !== null || request.expira_em <= now) {
    throw new ApiError(401, recoveryApiMessages.invalidToken);
  }
  return request;
}

export function updateRequest(
  trx: Executor,
  id: string,
  changes: Partial<Omit<RecoveryRequest, 'id' | 'cliente_id'>>,
): Promise<unknown> {
  return trx.updateTable('recuperacoes_senha').set(changes).where('id', '=', id).execute();
}

/** Closes every open request of a customer (after a reset, a stray token must not work again). */
export function closeRequests(trx: Executor, clienteId: string, now: Date): Promise<unknown> {
  return trx
    .updateTable('recuperacoes_senha')
    .set({ concluida_em: now, codigo_hash: null })
    .where('cliente_id', '=', clienteId)
    .where('concluida_em', 'is', null)
    .execute();
}
