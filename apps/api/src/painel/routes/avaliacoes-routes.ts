// The customers' ratings across the stores (store-sales/ratings-search.ts, ratings-summary.ts):
// administrador, atendimento and financeiro read every store's; a loja operator its own store's only,
// the `lojaId` it sends replaced by its store (so a link shared between stores still answers, with
// nothing of the other store's). Only the roles that may open a customer's page get the customer's id.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  avaliacoesCall,
  avaliacoesResumoCall,
} from '@fidelidade/domain/contracts/painel/avaliacoes';
import { consoleRatingMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { searchRatings } from '../../store-sales/ratings-search.ts';
import { ratingsSummary } from '../../store-sales/ratings-summary.ts';
import { requireRole } from '../guard.ts';
import { ownStoreFilters } from '../own-store.ts';
import { signedInRequest } from '../signed-in.ts';

const tags = ['painel'];
const readers = requireRole('administrador', 'atendimento', 'financeiro', 'loja');

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
      const page = await searchRatings(app.database.db, ownStoreFilters(request, request.query), {
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
        ownStoreFilters(request, request.query),
        app.painel.now(),
      );
      return success(consoleRatingMessages.summary, summary);
    },
  });

  done();
};
