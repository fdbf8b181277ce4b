// A store's purchases and ratings in the console (store-sales/), read-only: administrador and
// financeiro see any store, a loja operator only its own (another store's id gets the role message,
// the same 403 as a route its role lacks).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  lojaAvaliacoesCall,
  lojaComprasCall,
} from '@fidelidade/domain/contracts/painel/lojas-vendas';
import {
  consoleAdjustmentMessages,
  consoleStoreMessages,
  painelMessages,
} from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { storePurchases, storeRatings } from '../../store-sales/store-sales-repository.ts';
import { requireRole } from '../guard.ts';
import { signedInRequest } from '../signed-in.ts';

const tags = ['painel'];
const readers = requireRole('administrador', 'financeiro', 'loja');

export const lojasVendasRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;

  /** The store a request may read: a loja operator's own, any existing one for the others. */
  async function readableStore(request: FastifyRequest, lojaId: string): Promise<string> {
    const { operador } = signedInRequest(request);
    if (operador.papel === 'loja' && operador.loja_id !== lojaId) {
      throw new ApiError(403, painelMessages.forbidden);
    }
    const loja = await db()
      .selectFrom('lojas')
      .select('id')
      .where('id', '=', lojaId)
      .executeTakeFirst();
    if (!loja) throw new ApiError(404, consoleStoreMessages.storeNotFound);
    return loja.id;
  }

  app.route({
    ...routeOf(lojaComprasCall, {
      tags,
      summary:
        'Compras de uma loja, as mais novas primeiro (administrador, financeiro; loja: a sua)',
    }),
    ...readers,
    handler: async (request) => {
      const lojaId = await readableStore(request, request.params.id);
      const page = await storePurchases(db(), lojaId, request.query);
      return success(consoleAdjustmentMessages.storePurchases, page);
    },
  });

  app.route({
    ...routeOf(lojaAvaliacoesCall, {
      tags,
      summary:
        'Avaliações das compras de uma loja, as mais novas primeiro (administrador, financeiro; loja: a sua)',
    }),
    ...readers,
    handler: async (request) => {
      const lojaId = await readableStore(request, request.params.id);
      const page = await storeRatings(db(), lojaId, request.query);
      return success(consoleAdjustmentMessages.storeRatings, page);
    },
  });

  done();
};
