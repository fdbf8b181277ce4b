// POST compras/lote (DESIGN decision 5): a batch of purchases, each answered on its own.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { partnerMessages } from '@fidelidade/domain/messages';
import { success } from '../../http/envelope.ts';
import { recordBatch } from '../batch.ts';
import { loteResultSchema, loteSchema, type CompraContract } from '../contracts.ts';
import { authenticatedLoja } from '../partner-auth.ts';
import { PARTNER_SECURITY, PARTNER_TAG, partnerResponses } from '../partner-responses.ts';

export const batchRoutes: FastifyPluginCallbackZod<{ compra: CompraContract }> = (
  app,
  { compra },
  done,
) => {
  app.post(
    '/compras/lote',
    {
      schema: {
        tags: [PARTNER_TAG],
        security: PARTNER_SECURITY,
        summary: 'Registra até 1000 compras; cada uma é respondida à parte em resultados',
        description:
          'Cada item segue as regras de POST compras e tem seu próprio responseCode (201 registrada, 200 repetida, 4xx com a mensagem do erro). O lote é processado em ordem; reenviar o lote é seguro.',
        body: loteSchema,
        response: partnerResponses(loteResultSchema),
      },
    },
    async (request) => {
      const result = await recordBatch(
        app.database.db,
        app.programmeRules,
        authenticatedLoja(request).id,
        request.body.compras,
        compra,
      );
      app.notices.nudge();
      return success(partnerMessages.batchProcessed, result);
    },
  );
  done();
};
