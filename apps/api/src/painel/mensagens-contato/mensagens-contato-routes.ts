// The contact inbox in the console (docs/decisions/0022-contact-inbox.md): the list and one message,
// masked; assigning, changing the state and replying, each audited in its transaction with the
// message's id only (never the text). Only administrador and atendimento.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  mensagemAtribuirCall,
  mensagemCall,
  mensagemEstadoCall,
  mensagemResponderCall,
  mensagensListaCall,
  mensagensResponsaveisCall,
  type Mensagem,
} from '@fidelidade/domain/contracts/painel/mensagens-contato';
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import type { Executor } from '../../db/executor.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { requireRole } from '../guard.ts';
import { signedInRequest } from '../signed-in.ts';
import { assignMessage, replyToMessage, setMessageState } from './inbox-actions.ts';
import { listHandlers, mayHandle } from './inbox-handlers.ts';
import { findMessage, listMessages, messageView } from './inbox-view.ts';

const tags = ['painel'];
const support = requireRole('administrador', 'atendimento');
const ENTIDADE = 'mensagem_contato';

async function messageOr404(db: Executor, id: string, lock = false) {
  const message = await findMessage(db, id, lock);
  if (!message) throw new ApiError(404, m.messageNotFound);
  return message;
}

async function viewOf(db: Executor, id: string): Promise<Mensagem> {
  const view = await messageView(db, id);
  if (!view) throw new ApiError(404, m.messageNotFound);
  return view;
}

export const mensagensContatoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;
  const db = () => app.database.db;

  app.route({
    ...routeOf(mensagensListaCall, {
      tags,
      summary:
        'Lista as mensagens do Fale conosco, as mais novas primeiro, por situação e responsável (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => {
      const { operador } = signedInRequest(request);
      return success(m.messages, await listMessages(db(), operador.id, request.query));
    },
  });

  app.route({
    ...routeOf(mensagensResponsaveisCall, {
      tags,
      summary:
        'Os operadores ativos a quem uma mensagem pode ser atribuída, só o nome (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => success(m.handlers, await listHandlers(db(), request.query)),
  });

  app.route({
    ...routeOf(mensagemCall, {
      tags,
      summary:
        'Uma mensagem do Fale conosco com as respostas e, se enviada com login, o cliente (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => success(m.message, await viewOf(db(), request.params.id)),
  });

  app.route({
    ...routeOf(mensagemAtribuirCall, {
      tags,
      summary:
        'Atribui a mensagem a um operador do atendimento ou da administração, ou a ninguém (null)',
    }),
    ...support,
    handler: async (request) => {
      const { id } = request.params;
      const { operadorId } = request.body;
      const view = await db()
        .transaction()
        .execute(async (trx) => {
          const message = await messageOr404(trx, id, true);
          if (operadorId !== null && !(await mayHandle(trx, operadorId))) {
            throw new ApiError(422, m.operatorCannotHandle);
          }
          await assignMessage(trx, message, operadorId);
          await painel.audit(
            request,
            { acao: 'atribuir', entidade: ENTIDADE, registroId: id },
            trx,
          );
          return viewOf(trx, id);
        });
      return success(operadorId === null ? m.unassigned : m.assigned, view);
    },
  });

  app.route({
    ...routeOf(mensagemEstadoCall, {
      tags,
      summary: 'Muda a situação da mensagem: novo, em_atendimento, respondido ou arquivado',
    }),
    ...support,
    handler: async (request) => {
      const { id } = request.params;
      const view = await db()
        .transaction()
        .execute(async (trx) => {
          await messageOr404(trx, id, true);
          await setMessageState(trx, id, request.body.estado);
          await painel.audit(
            request,
            { acao: 'alterar_estado', entidade: ENTIDADE, registroId: id },
            trx,
          );
          return viewOf(trx, id);
        });
      return success(m.stateChanged, view);
    },
  });

  app.route({
    ...routeOf(mensagemResponderCall, {
      tags,
      summary:
        'Responde por e-mail a quem escreveu (responder-para: o e-mail do atendimento, que recebe uma cópia); a mensagem fica respondida',
    }),
    ...support,
    handler: async (request, reply) => {
      const { id } = request.params;
      const { operador } = signedInRequest(request);
      const view = await db()
        .transaction()
        .execute(async (trx) => {
          const message = await messageOr404(trx, id, true);
          await replyToMessage(trx, app.outbox, {
            message,
            texto: request.body.texto,
            supportEmail: app.config.contact.supportEmail,
            operadorId: operador.id,
            now: painel.now(),
          });
          await painel.audit(
            request,
            { acao: 'responder', entidade: ENTIDADE, registroId: id },
            trx,
          );
          return viewOf(trx, id);
        });
      return reply.code(201).send(success(m.replied, view, 201));
    },
  });

  done();
};
