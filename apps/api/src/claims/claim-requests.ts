// The claims behind the claim token (DESIGN decision 19): reivindicar_cpf opens one awaiting its code
// and signs a token naming it; confirmar_reivindicacao verifies the token (its own kind: refused
// everywhere else, and no other kind passes here) and locks the row for its transaction.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { ownershipMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { CodeHasher } from '../codes/code-hash.ts';
import { CODE_TTL_MS, later } from '../codes/rules.ts';
import { ApiError } from '../http/envelope.ts';
import { CLAIM_TTL_MS } from './rules.ts';
import type { ReivindicacoesCpfTable } from './tables.ts';

export type Claim = Selectable<ReivindicacoesCpfTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opens a claim awaiting `code`; answers its token. */
export async function openClaim(
  db: Executor,
  tokens: TokenSigner,
  codes: CodeHasher,
  claim: { cpf: string; email: string; code: string },
  now: Date,
): Promise<string> {
  // The id is made here so the code's hash, bound to it, goes in with the row.
  const id = randomUUID();
  const expiresAt = later(now, CLAIM_TTL_MS);
  await db
    .insertInto('reivindicacoes_cpf')
    .values({
      id,
      cpf: claim.cpf,
      email: claim.email,
      criada_em: now,
      expira_em: expiresAt,
      confirmada_em: null,
      codigo_hash: codes.hash(id, claim.code),
      codigo_expira_em: later(now, CODE_TTL_MS),
    })
    .execute();
  return tokens.sign('reivindicacao', { subject: id, sessionId: id, expiresAt });
}

/**
 * The claim awaiting its code that a claim token names, locked until the transaction ends; 401 for a
 * token of another kind, a forged or expired one, and a claim already proven or past its time.
 */
export async function lockClaim(
  trx: Executor,
  tokens: TokenSigner,
  jwt: string,
  now: Date,
): Promise<Claim> {
  const claims = await tokens.verify('reivindicacao', jwt);
  const valid = claims && UUID.test(claims.sessionId) && claims.subject === claims.sessionId;
  const claim = valid
    ? await trx
        .selectFrom('reivindicacoes_cpf')
        .selectAll()
        .where('id', '=', claims.sessionId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!claim || claim.estado !== 'aguardando_codigo' || claim.expira_em <= now) {
    throw new ApiError(401, ownershipMessages.claimExpired);
  }
  return claim;
}

export function updateClaim(
  trx: Executor,
  id: string,
  changes: Partial<Omit<Claim, 'id' | 'cpf' | 'email'>>,
): Promise<unknown> {
  return trx.updateTable('reivindicacoes_cpf').set(changes).where('id', '=', id).execute();
}

/** Claims whose e-mail was never proven, past their time: they hold an address nobody vouched for. */
export function purgeUnproven(db: Executor, now: Date): Promise<unknown> {
  return db
    .deleteFrom('reivindicacoes_cpf')
    .where('estado', '=', 'aguardando_codigo')
    .where('expira_em', '<=', now)
    .execute();
}
