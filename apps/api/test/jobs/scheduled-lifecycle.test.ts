// The scheduled jobs in one API instance, on the embedded database and on PostgreSQL: the cashback
// lifecycle runs on its own schedule (nothing triggers it here), releases a purchase's cashback once
// its carência is over, and the customer's statement, kept in memory until the balance's version
// changes, shows the release on the next call; the run nudges the notices worker, which sends the
// release's notice (its own interval is far off here). Test apps have the jobs off unless they ask.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { compra } from '@fidelidade/test-kit/purchases';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { JOBS_SCHEMA } from '../../src/jobs/scheduler.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';

/** A cron occurrence comes every minute; this leaves room for the one after it too. */
const SCHEDULED_RUN_TIMEOUT_MS = 150_000;

describeEachDatabase('scheduled jobs: the cashback lifecycle on its schedule', (database) => {
  const h = useLoyaltyApp(database, {
    scheduledJobs: true,
    notices: { worker: true, intervalMs: 3_600_000 },
  });

  const statement = async (jwt: string) =>
    (await h.client().request<Extrato>('GET', '/extrato', { jwt })).envelope.data;

  it(
    'releases cashback whose carência is over, and GET extrato shows it on the next call',
    async () => {
      const { user } = await h.register();
      const loja = await h.store();
      const purchase = await loja.client.post('/compras', compra(user.cpf, { valor: 3000 }));
      expect(purchase.status).toBe(201);
      const pending = { saldoCentavos: 0, pendenteCentavos: 150 };
      expect(await statement(user.jwt)).toMatchObject(pending);
      // Asked twice: the second answer is the copy kept in memory.
      expect(await statement(user.jwt)).toMatchObject(pending);

      // The carência runs out: the credit's release moves into the past, as the days would move it.
      await sql`update creditos_cashback set libera_em = now() - interval '1 minute'
        where cliente_id = (select id from clientes where cpf = ${user.cpf})`.execute(
        h.api.app.database.db,
      );

      const released = await waitForValue(
        async () => {
          const current = await statement(user.jwt);
          return current.saldoCentavos > 0 ? current : undefined;
        },
        () => 'the scheduled lifecycle has not released the cashback yet',
        { timeout: SCHEDULED_RUN_TIMEOUT_MS, interval: 500 },
      );
      expect(released).toMatchObject({
        saldoCentavos: 150,
        pendenteCentavos: 0,
        proximaLiberacao: null,
      });
      expect(released.proximaExpiracao?.valorCentavos).toBe(150);
      const sent = await waitForValue(
        () =>
          h.api.app.database.db
            .selectFrom('avisos')
            .innerJoin('clientes', 'clientes.id', 'avisos.cliente_id')
            .select(['avisos.titulo', 'avisos.enviado_em'])
            .where('clientes.cpf', '=', user.cpf)
            .where('avisos.evento', '=', 'liberacao')
            .where('avisos.enviado_em', 'is not', null)
            .executeTakeFirst(),
        () => 'the release notice was not sent after the run',
        { timeout: 10_000, interval: 200 },
      );
      expect(sent.titulo).toBe('Seu cashback foi liberado');
    },
    SCHEDULED_RUN_TIMEOUT_MS + 30_000,
  );
});

describeEachDatabase('scheduled jobs: off in test apps by default', (database) => {
  const api = useTestApp({ database });

  it('creates no job library schema', async () => {
    // Its default name, and the one a test app on PostgreSQL would give it (test-database.ts).
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_namespace
      where nspname in (${JOBS_SCHEMA}, current_schema() || '_jobs')`.execute(api.app.database.db);
    expect(rows[0]?.n).toBe(0);
  });
});
