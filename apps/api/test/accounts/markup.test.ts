// Stored text never runs as script: the customer's name and e-mail, which 'Minha conta' shows,
// cannot hold markup at all; registration and the profile edit refuse it with the field's pt-BR
// message and store nothing. (Free text that is accepted, a rating's comment or a store's purchase
// id, is shown literally: apps/web/e2e/stored-text.test.ts.)
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { validationMessages } from '@fidelidade/domain/messages';
import { generateEmail, registrationPayload } from '@fidelidade/test-kit/customers';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useAccountsApp } from './accounts-app.ts';
import { profileEdit } from './factories.ts';

const MARKUP_NAMES = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  'Ana <b>Paula</b>',
];
const MARKUP_EMAILS = [
  '<script>alert(1)</script>@example.com',
  'ana"onmouseover="alert(1)"@example.com',
  `ana<img src=x>${generateEmail()}`,
];

describeEachDatabase('markup in the name and e-mail', (database) => {
  const h = useAccountsApp(database);

  it.each(MARKUP_NAMES)('registration refuses the name %j', async (nome) => {
    const response = await h
      .client()
      .request('POST', '/cliente', { body: registrationPayload({ nome }) });
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe(validationMessages.invalidName);
  });

  it.each(MARKUP_EMAILS)('registration refuses the e-mail %j', async (email) => {
    const response = await h
      .client()
      .request('POST', '/cliente', { body: registrationPayload({ email }) });
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe(validationMessages.invalidEmail);
  });

  it('the profile edit refuses markup in either, keeping the stored values', async () => {
    const { user } = await h.register();
    const client = h.client();
    for (const [changes, message] of [
      ...MARKUP_NAMES.map((nome) => [{ nome }, validationMessages.invalidName] as const),
      ...MARKUP_EMAILS.map((email) => [{ email }, validationMessages.invalidEmail] as const),
    ]) {
      const response = await client.request('PUT', '/cliente', {
        jwt: user.jwt,
        body: profileEdit(user, changes),
      });
      expect(response.status).toBe(400);
      expect(response.envelope.message).toBe(message);
    }
    const me = await client.request<Cliente>('GET', '/cliente', { jwt: user.jwt });
    expect(me.envelope.data.nome).toBe(user.nome);
    expect(me.envelope.data.email).toBe(user.email);
  });
});
