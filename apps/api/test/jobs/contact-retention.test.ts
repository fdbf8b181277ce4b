// The contact messages' retention (docs/decisions/0022-contact-inbox.md): the scheduled job erases
// every message, a visitor's or a customer's, whose last word (the message or support's latest reply)
// is older than CONTACT_RETENTION_MONTHS, with its replies and all their e-mails; anything younger
// stays, and a second run finds nothing. The job is on the scheduler's list, daily in São Paulo time.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { sequentialCpf } from '@fidelidade/test-kit/cpf';
import { insertMensagem } from '../../src/contact/contact-repository.ts';
import { retentionCutoff } from '../../src/contact/retention.ts';
import {
  CONTACT_RETENTION_QUEUE,
  contactRetentionJob,
} from '../../src/jobs/contact-retention-job.ts';
import { JOBS_SCHEMA } from '../../src/jobs/scheduler.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { testOutboxConfig } from '../recovery/recovery-app.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY_MS = 86_400_000;
const MONTHS = 24;
const cutoff = retentionCutoff(NOW, MONTHS);
const beforeCutoff = (days: number) => new Date(cutoff.getTime() - days * DAY_MS);
const afterCutoff = (days: number) => new Date(cutoff.getTime() + days * DAY_MS);

describeEachDatabase('scheduled jobs: the contact messages’ retention', (database) => {
  const api = useTestApp({ database, config: testOutboxConfig() });
  const db = () => api.app.database.db;
  const run = (months = MONTHS) =>
    contactRetentionJob(db(), () => NOW, months).run(new AbortController().signal);

  async function email(to: string) {
    return api.app.outbox.enqueueEmail(db(), { to, subject: 'Assunto', text: 'Texto', html: '' });
  }

  async function message(assunto: string, criadaEm: Date, clienteId: string | null = null) {
    return insertMensagem(db(), {
      cliente_id: clienteId,
      nome: 'Remetente',
      email: 'remetente@exemplo.com',
      data_nascimento: '1990-01-01',
      telefone: '11987654321',
      uf: 'SP',
      assunto,
      mensagem: 'Texto da mensagem',
      termos_versao: '1.0',
      privacidade_versao: '1.0',
      outbox_id: await email('atendimento@exemplo.com'),
      criada_em: criadaEm,
    });
  }

  async function reply(mensagemId: string, enviadaEm: Date) {
    await db()
      .insertInto('respostas_contato')
      .values({
        mensagem_id: mensagemId,
        operador_id: null,
        texto: 'Resposta',
        enviada_em: enviadaEm,
        outbox_id: await email('remetente@exemplo.com'),
        copia_outbox_id: await email('atendimento@exemplo.com'),
      })
      .execute();
  }

  const subjects = async () =>
    (await db().selectFrom('mensagens_contato').select('assunto').execute())
      .map((row) => row.assunto)
      .sort();

  it('erases every message kept past the period, with its replies and e-mails, and no other', async () => {
    const { id: clienteId } = await db()
      .insertInto('clientes')
      .values({
        nome: 'Cliente Antigo',
        cpf: sequentialCpf(7_000_001),
        celular: '11970000001',
        email: 'cliente.antigo@exemplo.com',
        senha_hash: 'sem-senha',
        data_nascimento: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await message('visitante antiga', beforeCutoff(1));
    await message('cliente antiga', beforeCutoff(1), clienteId);
    const repliedLongAgo = await message('respondida há muito', beforeCutoff(30));
    await reply(repliedLongAgo, beforeCutoff(2));
    const repliedLately = await message('respondida há pouco', beforeCutoff(30));
    await reply(repliedLately, afterCutoff(1));
    await message('recente', afterCutoff(1));
    const emailsBefore = await db().selectFrom('outbox').select('id').execute();

    expect(await run()).toEqual({ mensagensApagadas: 3 });

    expect(await subjects()).toEqual(['recente', 'respondida há pouco']);
    const replies = await db().selectFrom('respostas_contato').select('mensagem_id').execute();
    expect(replies).toEqual([{ mensagem_id: repliedLately }]);
    // Each erased message took its own e-mail, and the erased reply its two.
    const emailsAfter = await db().selectFrom('outbox').select('id').execute();
    expect(emailsBefore.length - emailsAfter.length).toBe(3 + 2);
    // The customer stays: only the message went.
    const customer = await db()
      .selectFrom('clientes')
      .select('id')
      .where('id', '=', clienteId)
      .executeTakeFirst();
    expect(customer).toBeDefined();

    expect(await run()).toEqual({ mensagensApagadas: 0 });
  });

  it('reads the period from the setting', async () => {
    await message('de dois meses', new Date(NOW.getTime() - 62 * DAY_MS));
    expect(await subjects()).toContain('de dois meses');
    await run(1);
    expect(await subjects()).toEqual([]);
  });
});

describeEachDatabase('scheduled jobs: the retention on the schedule', (database) => {
  const api = useTestApp({ database, config: { scheduledJobs: true } });

  it('schedules the retention daily, São Paulo time', async () => {
    const { rows: schemas } = await sql<{ nspname: string }>`select nspname from pg_namespace
      where nspname in (${JOBS_SCHEMA}, current_schema() || '_jobs')`.execute(api.app.database.db);
    const schema = schemas[0]?.nspname ?? JOBS_SCHEMA;
    const { rows } = await sql<{ cron: string; timezone: string }>`select cron, timezone
      from ${sql.table(`${schema}.schedule`)} where name = ${CONTACT_RETENTION_QUEUE}`.execute(
      api.app.database.db,
    );
    expect(rows).toEqual([{ cron: '30 3 * * *', timezone: 'America/Sao_Paulo' }]);
  });
});
