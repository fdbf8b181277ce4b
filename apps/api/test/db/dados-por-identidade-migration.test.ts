// Migration 0032 on a database that already has messages: the outbox rows from before they named their
// customer (tied to a person only by address) are deleted, the contact form's e-mails to the support
// address stay (with their messages, or marked by their reply-to), and deleting an account no longer deletes the contact messages
// that merely carry its e-mail (docs/decisions/0005-contact-messages-by-identity.md).
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/db/migrator.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

const IDENTITY_MIGRATION = 32;

describeEachDatabase('migration 0032_dados_por_identidade', (kind) => {
  const { database } = useTestDatabase(kind);

  it('keeps only the messages that name a customer or belong to a contact message', async () => {
    const db = database().db;
    const all = readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < IDENTITY_MIGRATION),
    );
    const { rows: clientes } = await sql<{ id: string }>`
      insert into clientes (nome, cpf, celular, email, senha_hash)
      values ('Ana', '52998224725', '11987654321', 'ana@exemplo.com.br', 'x')
      returning id`.execute(db);
    const ana = clientes[0]?.id ?? '';
    const queue = async (
      assunto: string,
      canal: 'email' | 'sms',
      destinatario: string,
      clienteId: string | null,
      replyTo: string | null = null,
    ) => {
      const { rows } = await sql<{ id: string }>`
        insert into outbox (canal, destinatario, assunto, texto, proxima_tentativa, criada_em,
          responder_para, cliente_id)
        values (${canal}, ${destinatario}, ${assunto}, 'texto', now(), now(),
          ${replyTo}, ${clienteId})
        returning id`.execute(db);
      return rows[0]?.id ?? '';
    };
    await queue('Código antigo', 'email', 'ana@exemplo.com.br', null);
    await queue('SMS antigo', 'sms', '11987654321', null);
    await queue('Código novo', 'email', 'ana@exemplo.com.br', ana);
    const support = ['email', 'atendimento@exemplo.com', null, 'ana@exemplo.com.br'] as const;
    const supportMail = await queue('Fale conosco', ...support);
    // A support e-mail whose contact message is gone (a manual delete): still mail to the brand.
    await queue('Fale conosco órfão', ...support);
    await sql`
      insert into mensagens_contato (nome, email, data_nascimento, telefone, uf, assunto, mensagem,
        outbox_id)
      values ('Quem digitou', 'ana@exemplo.com.br', '1990-01-01', '11987654321', 'SP',
        'Sem login', 'Mensagem', ${supportMail})`.execute(db);

    await migrate(db, all);
    const subjects = async () =>
      (await db.selectFrom('outbox').select('assunto').orderBy('assunto').execute()).map(
        (row) => row.assunto,
      );
    expect(await subjects()).toEqual(['Código novo', 'Fale conosco', 'Fale conosco órfão']);

    await db.deleteFrom('clientes').where('id', '=', ana).execute();
    expect(await subjects()).toEqual(['Fale conosco', 'Fale conosco órfão']);
    const messages = await db.selectFrom('mensagens_contato').select('assunto').execute();
    expect(messages).toEqual([{ assunto: 'Sem login' }]);
  });
});
