// Profile edits per account (LIMIT_PROFILE_ACCOUNT): PUT cliente answers 409 for an e-mail that has an
// account, so a logged-in customer could probe addresses with it; after a few edits, 429 with
// Retry-After, and the profile stays as it was. Other accounts are counted apart.
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { limiterConfig, useAccountsApp } from '../accounts/accounts-app.ts';
import { profileEdit } from '../accounts/factories.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { expectTooMany, perMinute } from './too-many.ts';

describeEachDatabase('limits: profile edits per account', (database) => {
  const h = useAccountsApp(database, limiterConfig({ profileAccount: perMinute(2) }));
  const put = (user: Cliente, email: string) =>
    h.client().request<Cliente | null>('PUT', '/cliente', {
      jwt: user.jwt,
      body: profileEdit(user, { email }),
    });

  it('answers 429 to an account probing e-mails, and changes nothing', async () => {
    const { user } = await h.register();
    const { user: taken } = await h.register();
    expect((await put(user, taken.email)).status).toBe(409);
    const changed = generateEmail();
    expect((await put(user, changed)).status).toBe(200);
    expectTooMany(await put(user, generateEmail()));
    // The new e-mail awaits its code; the refused edit did not replace it.
    const me = await h.client().request<Cliente>('GET', '/cliente', { jwt: user.jwt });
    expect(me.envelope.data.email).toBe(user.email);
    expect(me.envelope.data.emailPendente).toBe(changed);

    const { user: other } = await h.register();
    expect((await put(other, generateEmail())).status).toBe(200);
  });
});
