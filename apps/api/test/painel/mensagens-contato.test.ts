// The console's contact inbox (docs/decisions/0022-contact-inbox.md): every "Fale conosco" message,
// newest first, by state and by who handles it, masked; one message with its replies and the
// customer's id when it came with a session; assigning, changing the state and replying, each audited
// by id. A reply is stored with two e-mails queued in its transaction: to the sender with the support
// address as reply-to, and the support address's copy. Bad input gets its pt-BR message.
import { expect, it } from 'vitest';
import type {
  Mensagem,
  MensagensLista,
  OperadorRef,
} from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { POR_PAGINA_MAX } from '@fidelidade/domain/contracts/painel/paginacao';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { RESPOSTA_MAX } from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { consoleInboxMessages as m, painelMessages } from '@fidelidade/domain/messages';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { contato } from '../../../../packages/domain/test/support/factories.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { testOutboxConfig } from '../recovery/recovery-app.ts';
import { useSupportApp } from './clientes-acoes/support-app.ts';
import type { PainelClient } from './painel-app.ts';

const SUPPORT = 'atendimento@fidelidade.example';

interface Handlers {
  itens: OperadorRef[];
  total: number;
}
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('the contact inbox in the console', (database) => {
  // The worker off: the suite reads the queued e-mails themselves.
  const h = useSupportApp(database, { ...testOutboxConfig(), contact: { supportEmail: SUPPORT } });
  const db = () => h.api.app.database.db;

  async function send(overrides: { assunto?: string } = {}, jwt?: string): Promise<string> {
    const assunto = overrides.assunto ?? `Assunto ${generateEmail()}`;
    const sent = await h.app().request('POST', '/fale_conosco', {
      body: contato({ assunto, email: generateEmail() }),
      ...(jwt ? { jwt } : {}),
    });
    expect(sent.status, sent.envelope.message).toBe(201);
    const row = await db()
      .selectFrom('mensagens_contato')
      .select('id')
      .where('assunto', '=', assunto)
      .orderBy('criada_em', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function support(papel: 'atendimento' | 'administrador' = 'atendimento') {
    const operador = await h.operador(papel);
    return { operador, client: await h.signIn(operador) };
  }

  const list = (client: PainelClient, query = '') =>
    client.request<MensagensLista>('GET', `/mensagens-contato${query}`);
  const show = (client: PainelClient, id: string) =>
    client.request<Mensagem>('GET', `/mensagens-contato/${id}`);
  /** The message's replies as stored, oldest first. */
  const repliesOf = (id: string) =>
    db()
      .selectFrom('respostas_contato')
      .selectAll()
      .where('mensagem_id', '=', id)
      .orderBy('enviada_em')
      .execute();
  const auditOf = (id: string) =>
    db()
      .selectFrom('auditoria')
      .selectAll()
      .where('registro_id', '=', id)
      .orderBy('criado_em')
      .execute();

  it('lists every message newest first, masked, by state and by assignee, in pages', async () => {
    const { operador, client } = await support();
    const first = await send();
    const second = await send();
    const third = await send();

    const page = await list(client, '?porPagina=2');
    expect(page.status).toBe(200);
    expect(page.envelope.message).toBe(m.messages);
    expect(page.envelope.data.itens.map((item) => item.id)).toEqual([third, second]);
    expect(page.envelope.data.total).toBeGreaterThanOrEqual(3);
    const [newest] = page.envelope.data.itens;
    expect(newest).toMatchObject({ estado: 'novo', atribuidaA: null, clienteId: null });
    expect(newest?.emailMascarado).toMatch(/^.{2}\*\*\*@/);

    const taken = await client.request('POST', `/mensagens-contato/${second}/atribuir`, {
      body: { operadorId: operador.id },
    });
    expect(taken.status, taken.envelope.message).toBe(200);
    const mine = await list(client, '?atribuicao=minhas');
    expect(mine.envelope.data.itens.map((item) => item.id)).toEqual([second]);
    expect(mine.envelope.data.total).toBe(1);
    expect(mine.envelope.data.itens[0]?.atribuidaA).toEqual({
      id: operador.id,
      nome: operador.nome,
    });
    const free = await list(client, `?atribuicao=sem_atribuicao&porPagina=100`);
    const freeIds = free.envelope.data.itens.map((item) => item.id);
    expect(freeIds).toEqual(expect.arrayContaining([first, third]));
    expect(freeIds).not.toContain(second);
    const assigned = await list(client, '?atribuicao=atribuidas&porPagina=100');
    const assignedIds = assigned.envelope.data.itens.map((item) => item.id);
    expect(assignedIds).toContain(second);
    expect(assignedIds).not.toContain(first);
    expect(assigned.envelope.data.itens.every((item) => item.atribuidaA !== null)).toBe(true);
    const handled = await list(client, '?estado=em_atendimento&porPagina=100');
    expect(handled.envelope.data.itens.map((item) => item.id)).toContain(second);
    expect(handled.envelope.data.itens.every((item) => item.estado === 'em_atendimento')).toBe(
      true,
    );
  });

  it('shows one message with the customer’s id when it came with a session', async () => {
    const { client } = await support();
    const { user } = await h.register();
    const withSession = await send({}, user.jwt);
    const visitor = await send();

    const shown = await show(client, withSession);
    expect(shown.status).toBe(200);
    expect(shown.envelope.data).toMatchObject({
      id: withSession,
      clienteId: await h.idOf(user.cpf),
      mensagem: contato().mensagem,
      uf: 'RJ',
      celularMascarado: '(21) *****-5432',
      respostas: [],
    });
    expect((await show(client, visitor)).envelope.data.clienteId).toBeNull();
  });

  it('assigns to oneself or to another support operator, never to another role', async () => {
    const { operador, client } = await support();
    const colleague = await h.operador('administrador');
    const id = await send();
    const assign = (operadorId: string | null) =>
      client.request<Mensagem>('POST', `/mensagens-contato/${id}/atribuir`, {
        body: { operadorId },
      });

    const mine = await assign(operador.id);
    expect(mine.envelope).toMatchObject({ status: 'success', message: m.assigned });
    expect(mine.envelope.data).toMatchObject({
      estado: 'em_atendimento',
      atribuidaA: { id: operador.id },
    });
    const theirs = await assign(colleague.id);
    expect(theirs.envelope.data.atribuidaA?.id).toBe(colleague.id);

    for (const other of [
      await h.operador('financeiro'),
      await h.operador('atendimento', { ativo: false }),
    ]) {
      const refused = await assign(other.id);
      expect(refused.status).toBe(422);
      expect(refused.envelope.message).toBe(m.operatorCannotHandle);
    }
    const unknown = await assign(MISSING_ID);
    expect(unknown.status).toBe(422);

    const nobody = await assign(null);
    expect(nobody.envelope.message).toBe(m.unassigned);
    expect(nobody.envelope.data).toMatchObject({ atribuidaA: null, estado: 'em_atendimento' });
    const trail = await auditOf(id);
    expect(trail.map((row) => [row.acao, row.entidade, row.operador_id])).toEqual([
      ['atribuir', 'mensagem_contato', operador.id],
      ['atribuir', 'mensagem_contato', operador.id],
      ['atribuir', 'mensagem_contato', operador.id],
    ]);
  });

  it('lists whom a message may be assigned to: active support and admin operators, names only', async () => {
    const { operador, client } = await support();
    const colleague = await h.operador('administrador');
    const others = [
      await h.operador('financeiro'),
      await h.operador('atendimento', { ativo: false }),
    ];

    const page = await client.request<Handlers>(
      'GET',
      `/mensagens-contato/responsaveis?porPagina=${POR_PAGINA_MAX}`,
    );
    expect(page.status).toBe(200);
    expect(page.envelope.message).toBe(m.handlers);
    const { itens, total } = page.envelope.data;
    expect(itens).toEqual(
      expect.arrayContaining([
        { id: operador.id, nome: operador.nome },
        { id: colleague.id, nome: colleague.nome },
      ]),
    );
    for (const other of others) expect(itens.map((item) => item.id)).not.toContain(other.id);
    const names = itens.map((item) => item.nome.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(total).toBe(itens.length);
    const rows = await db()
      .selectFrom('operadores')
      .select('id')
      .where('ativo', '=', true)
      .where('papel', 'in', ['administrador', 'atendimento'])
      .execute();
    expect(total).toBe(rows.length);

    const second = await client.request<Handlers>(
      'GET',
      '/mensagens-contato/responsaveis?porPagina=1&pagina=2',
    );
    expect(second.envelope.data.itens).toEqual([itens[1]]);
  });

  it('changes the state, archive included, and audits it', async () => {
    const { client } = await support('administrador');
    const id = await send();
    for (const estado of ['em_atendimento', 'arquivado', 'novo'] as const) {
      const changed = await client.request<Mensagem>('POST', `/mensagens-contato/${id}/estado`, {
        body: { estado },
      });
      expect(changed.envelope.message).toBe(m.stateChanged);
      expect(changed.envelope.data.estado).toBe(estado);
    }
    const archived = await list(client, '?estado=arquivado&porPagina=100');
    expect(archived.envelope.data.itens.map((item) => item.id)).not.toContain(id);
    expect((await auditOf(id)).map((row) => row.acao)).toEqual([
      'alterar_estado',
      'alterar_estado',
      'alterar_estado',
    ]);
  });

  it('replies by e-mail to the sender, reply-to support, with support’s copy, and marks it answered', async () => {
    const { operador, client } = await support();
    const { user } = await h.register();
    const id = await send({ assunto: 'Onde está meu cashback?' }, user.jwt);
    const sender = await db()
      .selectFrom('mensagens_contato')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const texto =
      'Olá! Seu cashback fica disponível depois da carência.\nQualquer dúvida, é só responder.';

    const replied = await client.request<Mensagem>('POST', `/mensagens-contato/${id}/respostas`, {
      body: { texto: `  ${texto}  ` },
    });
    expect(replied.status, replied.envelope.message).toBe(201);
    expect(replied.envelope.message).toBe(m.replied);
    expect(replied.envelope.data.estado).toBe('respondido');
    expect(replied.envelope.data.respostas).toEqual([
      expect.objectContaining({ texto, operadorNome: operador.nome }),
    ]);

    const [reply, ...more] = await repliesOf(id);
    expect(more).toEqual([]);
    expect(reply).toMatchObject({ operador_id: operador.id, texto });
    const emails = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('id', 'in', [reply?.outbox_id ?? '', reply?.copia_outbox_id ?? ''])
      .execute();
    const toSender = emails.find((row) => row.id === reply?.outbox_id);
    const copy = emails.find((row) => row.id === reply?.copia_outbox_id);
    expect(toSender).toMatchObject({
      canal: 'email',
      destinatario: sender.email,
      responder_para: SUPPORT,
      assunto: 'Re: Onde está meu cashback?',
      cliente_id: await h.idOf(user.cpf),
      estado: 'pendente',
    });
    expect(toSender?.texto).toContain(texto);
    expect(copy).toMatchObject({
      destinatario: SUPPORT,
      responder_para: sender.email,
      assunto: 'Resposta enviada: Onde está meu cashback?',
      cliente_id: null,
    });
    expect(copy?.texto).toContain(texto);

    const trail = await auditOf(id);
    expect(trail.map((row) => row.acao)).toEqual(['responder']);
    expect(JSON.stringify(trail)).not.toContain('carência');
  });

  it('names no customer in a reply to a visitor', async () => {
    const { client } = await support();
    const id = await send();
    const replied = await client.request('POST', `/mensagens-contato/${id}/respostas`, {
      body: { texto: 'Resposta ao visitante.' },
    });
    expect(replied.status).toBe(201);
    const [{ outbox_id: outboxId } = { outbox_id: null }] = await repliesOf(id);
    const row = await db()
      .selectFrom('outbox')
      .select(['cliente_id', 'responder_para'])
      .where('id', '=', outboxId ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cliente_id: null, responder_para: SUPPORT });
  });

  it('refuses bad input with its pt-BR message', async () => {
    const { client } = await support();
    const id = await send();
    const cases: [string, string, unknown, number, string][] = [
      ['GET', '/mensagens-contato?estado=lido', undefined, 400, m.invalidState],
      ['GET', '/mensagens-contato?atribuicao=deles', undefined, 400, m.invalidAssignment],
      ['GET', '/mensagens-contato/abc', undefined, 400, m.invalidMessageId],
      ['GET', `/mensagens-contato/${MISSING_ID}`, undefined, 404, m.messageNotFound],
      ['POST', `/mensagens-contato/${id}/estado`, { estado: 'lido' }, 400, m.invalidState],
      [
        'POST',
        `/mensagens-contato/${MISSING_ID}/estado`,
        { estado: 'novo' },
        404,
        m.messageNotFound,
      ],
      ['POST', `/mensagens-contato/${id}/atribuir`, { operadorId: 'x' }, 400, m.invalidOperatorId],
      ['POST', `/mensagens-contato/${id}/respostas`, { texto: '   ' }, 400, m.replyRequired],
      ['POST', `/mensagens-contato/${id}/respostas`, {}, 400, m.replyRequired],
      [
        'POST',
        `/mensagens-contato/${id}/respostas`,
        { texto: 'a'.repeat(RESPOSTA_MAX + 1) },
        400,
        m.replyTooLong(RESPOSTA_MAX),
      ],
      [
        'POST',
        `/mensagens-contato/${MISSING_ID}/respostas`,
        { texto: 'Oi' },
        404,
        m.messageNotFound,
      ],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = await client.request(method, path, body === undefined ? {} : { body });
      expect([path, answer.status, answer.envelope.message]).toEqual([path, status, message]);
    }
    expect(await repliesOf(id)).toEqual([]);
  });

  it('refuses the roles outside support', async () => {
    const id = await send();
    const loja = await h.store();
    for (const papel of ['financeiro', 'loja'] as const) {
      const client = await h.signIn(
        await h.operador(papel, { lojaId: papel === 'loja' ? loja.id : null }),
      );
      for (const [method, path, body] of [
        ['GET', '/mensagens-contato', undefined],
        ['GET', `/mensagens-contato/${id}`, undefined],
        ['POST', `/mensagens-contato/${id}/respostas`, { texto: 'Oi' }],
      ] as const) {
        const refused = await client.request(method, path, body ? { body } : {});
        expect(refused.status).toBe(403);
        expect(refused.envelope.message).toBe(painelMessages.forbidden);
      }
    }
  });

  it('gives the replies in the customer’s download and erases them with the account', async () => {
    const { client } = await support();
    const { user } = await h.register();
    const id = await send({ assunto: 'Minha dúvida' }, user.jwt);
    await client.request('POST', `/mensagens-contato/${id}/respostas`, {
      body: { texto: 'Primeira resposta.' },
    });
    h.clock.advance(60_000);
    await client.request('POST', `/mensagens-contato/${id}/respostas`, {
      body: { texto: 'Segunda resposta.' },
    });

    const download = await h.app().request<MeusDados>('GET', '/meus_dados', { jwt: user.jwt });
    expect(download.status).toBe(200);
    const [downloaded, ...others] = download.envelope.data.mensagensContato;
    expect(others).toEqual([]);
    expect(downloaded?.assunto).toBe('Minha dúvida');
    expect(downloaded?.respostas.map((resposta) => resposta.texto)).toEqual([
      'Primeira resposta.',
      'Segunda resposta.',
    ]);
    for (const resposta of downloaded?.respostas ?? []) {
      expect(Date.parse(resposta.enviadaEm)).not.toBeNaN();
    }
    const replies = await repliesOf(id);
    const emailIds = replies.flatMap((row) => [row.outbox_id ?? '', row.copia_outbox_id ?? '']);
    expect(emailIds.filter(Boolean)).toHaveLength(4);

    const erased = await h.app().request('DELETE', '/cliente', {
      jwt: user.jwt,
      body: { jwt: user.jwt },
    });
    expect(erased.status).toBe(200);
    expect(await repliesOf(id)).toEqual([]);
    expect(
      await db().selectFrom('outbox').select('id').where('id', 'in', emailIds).execute(),
    ).toEqual([]);
  });
});
