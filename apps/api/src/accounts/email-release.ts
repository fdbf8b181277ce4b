// The unconfirmed e-mail release (DESIGN decision 19; docs/decisions/0008-unconfirmed-email-release.md):
// an account whose e-mail went unproven for UNCONFIRMED_EMAIL_HOLD_DAYS after it was set no longer
// holds it. Whoever then registers it, or proves it as their new e-mail, takes it; the old account
// keeps its CPF, purchases and cashback with no e-mail, and its holder gets back in through the CPF
// claim. Anyone can type an e-mail at registration, so an address nobody proved must not lock its
// real owner out for good.
import { revokeSessionsOf } from '../auth/sessions.ts';
import type { Executor } from '../db/executor.ts';
import { closeRequests } from '../recovery/recovery-requests.ts';

/** How long an account holds an e-mail it never proved, counted from when the e-mail was set. */
export const UNCONFIRMED_EMAIL_HOLD_DAYS = 7;

const HOLD_MS = UNCONFIRMED_EMAIL_HOLD_DAYS * 24 * 60 * 60 * 1000;

/** The moment before which an unproven e-mail's setting no longer holds it. */
function holdStart(now: Date): Date {
  return new Date(now.getTime() - HOLD_MS);
}

/** Whether an account still holds its e-mail at `now`: proven, or set less than the hold ago. */
export function holdsEmail(
  holder: { email_confirmado_em: Date | null; email_definido_em: Date },
  now: Date,
): boolean {
  return holder.email_confirmado_em !== null || holder.email_definido_em > holdStart(now);
}

/**
 * Takes `email` from the account that holds it unproven past the hold, inside the transaction that
 * then gives it to someone else (registration; confirmar_contato applying an e-mail change): its e-mail
 * becomes null, its sessions, open recovery requests and open confirmation end. Answers that account's id, or null when
 * no account holds the e-mail or its holder keeps it (then the unique index answers the 409).
 */
export async function releaseUnprovenEmail(
  trx: Executor,
  email: string,
  now: Date,
): Promise<string | null> {
  const address = email.toLowerCase();
  const holder = await trx
    .selectFrom('clientes')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
    .executeTakeFirst();
  if (!holder) return null;
  // The recovery steps lock their request, then the customer: the same order here, so a recovery
  // running at this moment waits instead of deadlocking.
  await trx
    .selectFrom('recuperacoes_senha')
    .select('id')
    .where('cliente_id', '=', holder.id)
    .where('concluida_em', 'is', null)
    .forUpdate()
    .execute();
  // Checked again under the row's lock: a code may have proven the e-mail since the read above.
  const released = await trx
    .updateTable('clientes')
    .set({ email: null, atualizado_em: now })
    .where('id', '=', holder.id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
    .where('email_confirmado_em', 'is', null)
    .where('email_definido_em', '<=', holdStart(now))
    .returning('id')
    .executeTakeFirst();
  if (!released) return null;
  await revokeSessionsOf(trx, released.id);
  await closeRequests(trx, released.id, now);
  // Its open confirmation needs a session to be typed, and every one has just ended.
  await trx.deleteFrom('confirmacoes_contato').where('cliente_id', '=', released.id).execute();
  return released.id;
}
