// "Seu cashback expira em 30 dias" and "… em 7 dias" (DESIGN decision 17): each reminder looks at the
// expiries that entered its window since its previous run (avisos_marcas) and writes one notice per
// customer and expiry date, for what is still left to expire. Expiries fall at 00:00 São Paulo time,
// so an hourly run is on time; the mark and the notices commit together, so a run cut short is
// simply done again.
import { sql } from 'kysely';
import { saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import {
  EXPIRY_REMINDERS,
  STATEMENT_PATH,
  expiringNotice,
  reminderWindow,
} from '@fidelidade/domain/notices/cashback-notices';
import type { Executor } from '../db/executor.ts';
import { writeNotices } from './notices-repository.ts';

type Reminder = (typeof EXPIRY_REMINDERS)[number];

async function remind(
  db: Executor,
  { days, event }: Reminder,
  nearerDays: number | null,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The mark's row lock keeps two runs of one reminder apart.
    await trx
      .insertInto('avisos_marcas')
      .values({ evento: event, ate: now })
      .onConflict((oc) => oc.column('evento').doNothing())
      .execute();
    const mark = await trx
      .selectFrom('avisos_marcas')
      .select('ate')
      .where('evento', '=', event)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { after, upTo, skipUpTo } = reminderWindow(days, nearerDays, now, mark.ate);
    if (upTo <= after) return 0;
    const { rows } = await sql<{ cliente_id: string; expira_em: Date; restante: number }>`
      select cliente_id, expira_em, sum(restante_centavos)::bigint as restante
      from creditos_cashback
      where estado = 'disponivel'
        and expira_em > ${after} and expira_em <= ${upTo}
        and (${skipUpTo}::timestamptz is null or expira_em > ${skipUpTo})
      group by cliente_id, expira_em
      having sum(restante_centavos) > 0`.execute(trx);
    const written = await writeNotices(
      trx,
      rows.map((row) => {
        const expiraEm = saoPauloDate(row.expira_em).iso;
        return {
          cliente_id: row.cliente_id,
          evento: event,
          chave: expiraEm,
          url: STATEMENT_PATH,
          ...expiringNotice(days, row.restante, expiraEm),
        };
      }),
      now,
    );
    await trx.updateTable('avisos_marcas').set({ ate: upTo }).where('evento', '=', event).execute();
    return written;
  });
}

/** Runs every expiry reminder; answers how many notices each wrote. */
export async function remindExpiries(db: Executor, now: Date): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const [index, reminder] of EXPIRY_REMINDERS.entries()) {
    const nearer = EXPIRY_REMINDERS[index + 1]?.days ?? null;
    written[reminder.event] = await remind(db, reminder, nearer, now);
  }
  return written;
}
