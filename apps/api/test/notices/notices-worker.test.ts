// The notices worker of a running instance: a purchase nudges it, so the purchase's notice is written
// and handed to the outbox within moments, though the worker's own interval is an hour away.
import { expect, it } from 'vitest';
import { waitForValue } from '@fidelidade/test-kit/wait';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useLoyaltyApp } from '../loyalty/loyalty-app.ts';
import { customerWithPurchase } from './notice-harness.ts';

describeEachDatabase('notices worker', (database) => {
  const h = useLoyaltyApp(database, { notices: { worker: true, intervalMs: 3_600_000 } });

  it('writes and sends a purchase’s notice soon after the purchase', async () => {
    const { clienteId } = await customerWithPurchase(h);
    const sent = await waitForValue(
      () =>
        h.api.app.database.db
          .selectFrom('avisos')
          .select(['evento', 'enviado_em'])
          .where('cliente_id', '=', clienteId)
          .where('enviado_em', 'is not', null)
          .executeTakeFirst(),
      () => 'the purchase’s notice was not sent',
      { timeout: 10_000, interval: 100 },
    );
    expect(sent.evento).toBe('credito');
  });
});
