// The CPF claims in the console (DESIGN decisions 19 and 20): the list and one claim, masked; the
// reveal of both parties' contact points, audited, so support can hear them; and the decision, once,
// audited in its transaction. Only administrador and atendimento.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  reivindicacaoCall,
  reivindicacaoDecisaoCall,
  reivindicacaoRevelarCall,
  reivindicacoesListaCall,
} from '@fidelidade/domain/contracts/painel/reivindicacoes';
import { maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { consoleActionMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../../db/executor.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { requireRole } from '../guard.ts';
import { signedInRequest } from '../signed-in.ts';
import { decideClaim } from './claim-decision.ts';
import { claimView, findClaim, holderOf, listClaims } from './claims-view.ts';

const tags = ['painel'];
const support = requireRole('administrador', 'atendimento');

async function claimOr404(db: Executor, id: string, lock = false) {
  const claim = await findClaim(db, id, lock);
  if (!claim) throw new ApiError(404, consoleActionMessages.claimNotFound);
  return claim;
}

export const reivindicacoesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;
  const db = () => app.database.db;

  app.route({
    ...routeOf(reivindicacoesListaCall, {
      tags,
      summary:
        'Lista as reivindicações de CPF confirmadas, as mais novas primeiro (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) =>
      success(consoleActionMessages.claims, await listClaims(db(), request.query)),
  });

  app.route({
    ...routeOf(reivindicacaoCall, {
      tags,
      summary:
        'Uma reivindicação, com a conta que tem o CPF e a de quem reivindica (administrador, atendimento)',
    }),
    ...support,
    handler: async (request) => {
      const claim = await claimOr404(db(), request.params.id);
      return success(consoleActionMessages.claim, await claimView(db(), claim));
    },
  });

  app.route({
    ...routeOf(reivindicacaoRevelarCall, {
      tags,
      summary: 'Mostra por inteiro os contatos das duas partes, com registro na auditoria',
    }),
    ...support,
    handler: async (request) => {
      const { id } = request.params;
      const answer = await db()
        .transaction()
        .execute(async (trx) => {
          const claim = await claimOr404(trx, id);
          const holder = await holderOf(trx, claim.cpf);
          await painel.audit(
            request,
            {
              acao: 'exibir_dados_pessoais',
              entidade: 'reivindicacao',
              registroId: id,
              ...request.body,
            },
            trx,
          );
          return {
            emailRequerente: claim.email,
            titular: holder
              ? { email: holder.email, celular: maskMobilePhone(holder.celular) }
              : null,
          };
        });
      return success(consoleActionMessages.claimRevealed, answer);
    },
  });

  app.route({
    ...routeOf(reivindicacaoDecisaoCall, {
      tags,
      summary:
        'Decide uma reivindicação aberta: resolvida move o CPF e suas compras para quem a fez; rejeitada não muda nada (409 se já decidida)',
    }),
    ...support,
    handler: async (request) => {
      const { id } = request.params;
      const { decisao, motivo } = request.body;
      const { operador } = signedInRequest(request);
      const view = await db()
        .transaction()
        .execute(async (trx) => {
          const claim = await claimOr404(trx, id, true);
          if (claim.estado !== 'aberta') {
            throw new ApiError(409, consoleActionMessages.claimAlreadyDecided);
          }
          await decideClaim(trx, {
            claim,
            decisao,
            motivo,
            operadorId: operador.id,
            now: painel.now(),
          });
          const acao =
            decisao === 'resolvida' ? 'resolver_reivindicacao' : 'rejeitar_reivindicacao';
          await painel.audit(
            request,
            { acao, entidade: 'reivindicacao', registroId: id, motivo },
            trx,
          );
          return claimView(trx, (await findClaim(trx, id)) ?? claim);
        });
      const message =
        decisao === 'resolvida'
          ? consoleActionMessages.claimResolved
          : consoleActionMessages.claimRejected;
      return success(message, view);
    },
  });

  done();
};
