// The customers' ratings across the stores (store-sales/ratings-search.ts, ratings-summary.ts):
// administrador, atendimento and financeiro read every store's; a loja operator its own store's only,
// the `lojaId` it sends replaced by its store (so a link shared between stores still answers, with
// nothing of the other store's). Only the roles that may open a customer's page get the customer's id.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  avaliacoesCall,
  avaliacoesResumoCall,
} from '@fidelidade/domain/contracts/painel/avaliacoes';
import { consoleRatingMessages, painelMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { searchRatings } from '../../store-sales/ratings-search.ts';
import { ratingsSummary } from '../../store-sales/ratings-summary.ts';
import { requireRole } from '../guard.ts';
import { signedInRequest } from '../signed-in.ts';

const tags = ['painel'];
const readers = requireRole('administrador', 'atendimento', 'financeiro', 'loja');

/** The request's filters, with a loja operator's own store in place of any it asked for. */
function ownFilters<Filters extends { lojaId?: string | undefined }>(
  request: FastifyRequest,
  filters: Filters,
): Filters {
  const { operador } = signedInRequest(request);
  if (operador.papel !== 'loja') return filters;
  // The schema gives every loja operator a store; without one it must not read every store's.
  if (!operador.loja_id) throw new ApiError(403, painelMessages.forbidden);
  return { ...filters, lojaId: operador.loja_id };
}

export const avaliacoesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOf(avaliacoesCall, {
      tags,
      summary:
        'Avaliações dos clientes, as mais novas primeiro (administrador, atendimento, financeiro; loja: as da sua loja)',
    }),
    ...readers,
    handler: async (request) => {
      const { operador } = signedInRequest(request);
      const page = await searchRatings(app.database.db, ownFilters(request, request.query), {
        withCustomerId: operador.papel !== 'loja',
      });
      return success(consoleRatingMessages.ratings, page);
    },
  });

  app.route({
    ...routeOf(avaliacoesResumoCall, {
      tags,
      summary:
        'Média, distribuição por estrelas, por loja e por mês das avaliações (administrador, atendimento, financeiro; loja: a sua)',
    }),
    ...readers,
    handler: async (request) => {
      const summary = await ratingsSummary(
        app.database.db,
        ownFilters(request, request.query),
        app.painel.now(),
      );
      return success(consoleRatingMessages.summary, summary);
    },
  });

  done();
};
