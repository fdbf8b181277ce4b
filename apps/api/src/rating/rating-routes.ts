// GET and POST avaliacao/{hash} (route avaliacao; DESIGN decision 5). No login: the 128-bit hash in
// the link is the credential, so both calls are limited per IP. Encrypted like every app call.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { avaliacaoCall, avaliarCall } from '@fidelidade/domain/contracts/avaliacao';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../http/contract-route.ts';
import { success } from '../http/envelope.ts';
import { ipLimitHook } from '../limits/ip-limit-hook.ts';
import { rate, ratingPage } from './ratings.ts';

export const ratingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // One counter per IP for both calls: whoever tries hashes is slowed down, whichever call they use.
  const limitPerIp = ipLimitHook('avaliacao:ip', app.config.limits.ratingIp);

  app.route({
    ...routeOf(avaliacaoCall, {
      tags: ['fidelidade'],
      summary: 'A compra do link de avaliação e a avaliação já feita, se houver',
      description: 'Limitado por IP junto com o POST (LIMIT_RATING_IP, 429 com Retry-After).',
    }),
    onRequest: limitPerIp,
    handler: async (request) => {
      const { page } = await ratingPage(app.database.db, request.params.hash);
      return success(loyaltyMessages.ratingPage, page);
    },
  });

  app.route({
    ...routeOf(avaliarCall, {
      tags: ['fidelidade'],
      summary: 'Avalia a compra (1 a 5 estrelas, comentário opcional); uma vez por compra',
      description: 'Limitado por IP junto com o GET (LIMIT_RATING_IP, 429 com Retry-After).',
    }),
    onRequest: limitPerIp,
    handler: async (request, reply) => {
      const { compraId } = await ratingPage(app.database.db, request.params.hash);
      await rate(app.database.db, compraId, request.body.estrelas, request.body.comentario);
      const { page } = await ratingPage(app.database.db, request.params.hash);
      return reply.code(201).send(success(loyaltyMessages.ratingSaved, page, 201));
    },
  });
  done();
};
