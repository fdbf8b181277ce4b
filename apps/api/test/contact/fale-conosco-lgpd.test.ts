// Contact messages under the LGPD (docs/decisions/0005-contact-messages-by-identity.md): a message is
// an account's only if it was sent with the account's session. Deleting the account deletes those,
// with their outbox e-mails; one that merely carries the account's e-mail is a visitor's, whoever typed
// it: no download shows it and no deletion erases it. How long any message is kept:
// contact-retention.test.ts.
import { expect, it } from 'vitest';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { profileEdit } from '../accounts/factories.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { contato, customerId, outboxRow, storedMessages, useContactApp } from './contact-app.ts';

describeEachDatabase('contact messages and account deletion', (database) => {
  const h = useContactApp({ database });

  const subjectsDownloadedBy = async (jwt: string) => {
    const response = await h.client().request<MeusDados>('GET', '/meus_dados', { jwt });
    expect(response.status).toBe(200);
    return response.envelope.data.mensagensContato.map((message) => message.assunto);
  };
  const deleteAccount = async (jwt: string) => {
    const deleted = await h.client().request('DELETE', '/cliente', { jwt, body: { jwt } });
    expect(deleted.status).toBe(200);
  };
  const storedSubjects = async () => (await storedMessages(h.api)).map((row) => row.assunto);

  it('deletes the messages sent with the account’s session and their e-mails, no other', async () => {
    const user = await h.register();
    const withLogin = contato({ assunto: 'Com login', email: 'outro.endereco@exemplo.com' });
    expect((await h.send(withLogin, user.jwt)).status).toBe(201);
    expect(
      (await h.send(contato({ assunto: 'Sem login', email: user.email.toUpperCase() }))).status,
    ).toBe(201);
    expect(
      (await h.send(contato({ assunto: 'De outra pessoa', email: 'ana@exemplo.com' }))).status,
    ).toBe(201);
    const [sent] = (await storedMessages(h.api)).filter((row) => row.assunto === 'Com login');
    expect(sent).toMatchObject({ cliente_id: await customerId(h.api, user.email) });

    await deleteAccount(user.jwt);

    const left = await storedMessages(h.api);
    expect(left.map((row) => row.assunto)).toEqual(
      expect.arrayContaining(['Sem login', 'De outra pessoa']),
    );
    expect(left.map((row) => row.assunto)).not.toContain('Com login');
    expect(await outboxRow(h.api, sent?.outbox_id ?? null)).toBeUndefined();
    for (const row of left) expect(await outboxRow(h.api, row.outbox_id)).toBeDefined();
  });

  it('gives no one a visitor’s messages for registering with their e-mail', async () => {
    const typed = generateEmail();
    await h.send(contato({ assunto: 'De um visitante', email: typed, nome: 'Visitante Anônimo' }));

    const user = await h.register(typed);
    expect(await subjectsDownloadedBy(user.jwt)).toEqual([]);
    await deleteAccount(user.jwt);
    expect(await storedSubjects()).toContain('De um visitante');
  });

  it('gives no one a visitor’s messages for changing the account’s e-mail to theirs', async () => {
    const typed = generateEmail();
    await h.send(contato({ assunto: 'De outro visitante', email: typed }));
    const user = await h.register();
    await h.send(contato({ assunto: 'Da própria conta' }), user.jwt);

    const edit = await h.client().request('PUT', '/cliente', {
      jwt: user.jwt,
      body: profileEdit(user, { email: typed }),
    });
    // The new e-mail awaits its code: unproven, it claims nothing (contact-points/claim.test.ts).
    expect(edit.status).toBe(200);
    expect(await subjectsDownloadedBy(user.jwt)).toEqual(['Da própria conta']);
    await deleteAccount(user.jwt);
    const subjects = await storedSubjects();
    expect(subjects).toContain('De outro visitante');
    expect(subjects).not.toContain('Da própria conta');
  });
});
