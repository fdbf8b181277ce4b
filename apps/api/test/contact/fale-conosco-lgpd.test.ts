// Contact messages under the LGPD (docs/decisions/0002-contact-messages-lgpd.md): deleting an account
// deletes the messages sent from it and those carrying its e-mail, with their outbox e-mails; visitors'
// messages are kept for two years only.
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { ANONYMOUS_RETENTION_MS } from '../../src/contact/contact-repository.ts';
import { contato, outboxRow, storedMessages, useContactApp } from './contact-app.ts';

describeEachDatabase('contact messages and account deletion', (database) => {
  const h = useContactApp({ database });

  it('deletes the account’s messages and their e-mails, and keeps other people’s', async () => {
    const user = await h.register();
    await h.send(contato({ assunto: 'Com login', email: 'outro.endereco@exemplo.com' }), user.jwt);
    await h.send(contato({ assunto: 'Sem login', email: user.email.toUpperCase() }));
    await h.send(contato({ assunto: 'De outra pessoa', email: 'ana@exemplo.com' }));
    const theirs = (await storedMessages(h.api)).filter((row) => row.assunto !== 'De outra pessoa');
    expect(theirs).toHaveLength(2);

    const deleted = await h
      .client()
      .request('DELETE', '/cliente', { jwt: user.jwt, body: { jwt: user.jwt } });
    expect(deleted.status).toBe(200);

    const left = await storedMessages(h.api);
    expect(left.map((row) => row.assunto)).toEqual(['De outra pessoa']);
    for (const row of theirs) expect(await outboxRow(h.api, row.outbox_id)).toBeUndefined();
    expect(await outboxRow(h.api, left[0]?.outbox_id ?? null)).toBeDefined();
  });

  it('sweeps visitors’ messages older than two years as new ones arrive', async () => {
    const db = h.api.app.database.db;
    const old = new Date(Date.now() - ANONYMOUS_RETENTION_MS - 86_400_000);
    const user = await h.register();
    const [{ id: clienteId } = { id: '' }] = await db
      .selectFrom('clientes')
      .select('id')
      .where('email', '=', user.email)
      .execute();
    const base = {
      nome: 'Antiga',
      email: 'antiga@exemplo.com',
      data_nascimento: '1980-01-01',
      telefone: '11987654321',
      uf: 'SP',
      mensagem: 'Mensagem antiga',
      criada_em: old,
    };
    await db
      .insertInto('mensagens_contato')
      .values([
        { ...base, assunto: 'Antiga de visitante' },
        { ...base, assunto: 'Antiga de cliente', cliente_id: clienteId },
      ])
      .execute();
    await h.send(contato({ assunto: 'Nova' }));
    const subjects = (await storedMessages(h.api)).map((row) => row.assunto);
    expect(subjects).not.toContain('Antiga de visitante');
    expect(subjects).toContain('Antiga de cliente');
    expect(subjects).toContain('Nova');
  });
});
