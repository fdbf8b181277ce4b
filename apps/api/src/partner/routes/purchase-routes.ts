// POST compras and POST compras/{id}/cancelamento (DESIGN decisions 4 and 5).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { cancelPurchase } from '../cancellation.ts';
import {
  cancelamentoResultSchema,
  compraResultSchema,
  idCompraParams,
  type CompraContract,
} from '../contracts.ts';
import { authenticatedLoja } from '../partner-auth.ts';
import {
  PARTNER_SECURITY,
  PARTNER_TAG,
  partnerResponses,
  sendOutcome,
} from '../partner-responses.ts';
import { recordPurchase } from '../purchases.ts';

export const purchaseRoutes: FastifyPluginCallbackZod<{ compra: CompraContract }> = (
  app,
  { compra },
  done,
) => {
  app.post(
    '/compras',
    {
      schema: {
        tags: [PARTNER_TAG],
        security: PARTNER_SECURITY,
        summary: 'Registra uma compra e credita o cashback (idempotente por idCompraLoja)',
        description:
          'Repetir a chamada com o mesmo corpo devolve o primeiro resultado (200) sem creditar de novo; o mesmo idCompraLoja com outro corpo é 409; CPF sem cadastro é 404.',
        body: compra,
        response: partnerResponses(compraResultSchema),
      },
    },
    async (request, reply) => {
      const outcome = await recordPurchase(
        app.database.db,
        app.programmeRules,
        authenticatedLoja(request).id,
        request.body,
      );
      // Its "Você ganhou" notice is written by the notices worker, outside the purchase's statement.
      app.notices.nudge();
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/compras/:id/cancelamento',
    {
      schema: {
        tags: [PARTNER_TAG],
        security: PARTNER_SECURITY,
        summary:
          'Cancela uma compra da loja (id = idCompraLoja) e estorna o cashback (idempotente)',
        params: idCompraParams,
        response: partnerResponses(cancelamentoResultSchema),
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await cancelPurchase(app.database.db, authenticatedLoja(request).id, request.params.id),
      ),
  );
  done();
};
