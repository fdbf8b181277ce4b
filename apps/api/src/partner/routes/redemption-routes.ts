// POST resgates (DESIGN decision 5): cashback spent at the till, never beyond the balance.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@fidelidade/domain/contracts/envelope';
import { resgateResultSchema, resgateSchema, saldoInsuficienteSchema } from '../contracts.ts';
import { authenticatedLoja } from '../partner-auth.ts';
import {
  PARTNER_SECURITY,
  PARTNER_TAG,
  partnerResponses,
  sendOutcome,
} from '../partner-responses.ts';
import { redeem } from '../redemption.ts';

export const redemptionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/resgates',
    {
      schema: {
        tags: [PARTNER_TAG],
        security: PARTNER_SECURITY,
        summary: 'Debita cashback do cliente no caixa (idempotente por idResgateLoja)',
        description:
          'Saldo insuficiente é 422, com o saldo disponível em data; o mesmo idResgateLoja com outro corpo é 409; CPF sem cadastro é 404. A resposta traz o saldo após o resgate.',
        body: resgateSchema,
        response: {
          ...partnerResponses(resgateResultSchema),
          422: envelopeSchema(saldoInsuficienteSchema.nullable()).describe(
            'Saldo insuficiente, com o saldo disponível para resgate em data',
          ),
        },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await redeem(app.database.db, authenticatedLoja(request).id, request.body),
      ),
  );
  done();
};
