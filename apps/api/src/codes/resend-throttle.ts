// Resends are throttled per account and purpose, across requests (DESIGN decision 3): one code a
// minute, five an hour. Counted in the database with the request's clock; callers hold the customer
// row's lock, so two simultaneous calls cannot both slip through.
import { codeMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { TooManyRequestsError } from '../limits/rate-limiter.ts';
import { HOUR_MS, RESENDS_PER_HOUR, RESEND_GAP_MS, later } from './rules.ts';
import type { CodePurpose } from './tables.ts';

function tooMany(message: string, until: Date, now: Date): TooManyRequestsError {
  return new TooManyRequestsError(
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    message,
  );
}

/** Throws 429 (with Retry-After) when the account may not get a code now; else records this one. */
export async function recordSend(
  trx: Executor,
  clienteId: string,
  finalidade: CodePurpose,
  now: Date,
): Promise<void> {
  const sent = await trx
    .selectFrom('codigo_envios')
    .select('enviado_em')
    .where('cliente_id', '=', clienteId)
    .where('finalidade', '=', finalidade)
    .where('enviado_em', '>', later(now, -HOUR_MS))
    .orderBy('enviado_em', 'desc')
    .execute();
  const latest = sent[0]?.enviado_em;
  if (latest && latest > later(now, -RESEND_GAP_MS)) {
    throw tooMany(codeMessages.resendTooSoon, later(latest, RESEND_GAP_MS), now);
  }
  const oldest = sent[RESENDS_PER_HOUR - 1]?.enviado_em;
  if (oldest) throw tooMany(codeMessages.resendLimit, later(oldest, HOUR_MS), now);
  await trx
    .insertInto('codigo_envios')
    .values({ cliente_id: clienteId, finalidade, enviado_em: now })
    .execute();
}
