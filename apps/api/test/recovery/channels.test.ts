// Step 2 offers only the channels the account has (spec point 2). Every account has both: registration
// and the profile require a valid phone, and the table refuses a row without one, so step 1 always
// answers the masked phone and an SMS code goes to it. (The app hides 'Receber por SMS' for recovery
// data without a phone, and the API would answer noPhone; the browser suite covers the former.)
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { recoveryApiMessages, validationMessages } from '@fidelidade/domain/messages';
import { profileEdit } from '../accounts/factories.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useRecoveryApp } from './recovery-app.ts';

describeEachDatabase('the channels of recovery step 2', (database) => {
  const h = useRecoveryApp(database);

  it('keeps a phone on every account, so step 1 answers it and the SMS goes to it', async () => {
    const { user } = await h.register({ celular: '(21) 99876-5432' });
    const cleared = await h.call<Cliente | null>(
      'PUT',
      '/cliente',
      profileEdit(user, { celular: '' }),
      user.jwt,
    );
    expect(cleared.status).toBe(400);
    expect(cleared.envelope.message).toBe(validationMessages.required('celular'));
    const row = () => h.api.app.database.db.updateTable('clientes').where('email', '=', user.email);
    await expect(row().set({ celular: '' }).execute()).rejects.toThrow(/clientes_celular_check/);
    await expect(
      row()
        .set({ celular: sql<string>`null` })
        .execute(),
    ).rejects.toThrow(/not-null constraint/);

    const data = await h.start(user.email);
    expect(data.celular).toBe('(21) 9****-5432');
    const sent = await h.call('POST', '/enviar_codigo', { jwt: data.jwt, tipo: 'sms' });
    expect(sent.status).toBe(200);
    expect(sent.envelope.message).toBe(recoveryApiMessages.codeSentSms);
    expect(await h.queuedCode('21998765432')).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
  });
});
