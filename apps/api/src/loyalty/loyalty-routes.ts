// The customer app's loyalty calls, registered inside the encrypted scope: the statement,
// one entry's details, the levels, the programme's rules, and the rating page of a purchase.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingRoutes } from '../rating/rating-routes.ts';
import { statementRoutes } from './routes/statement-routes.ts';
import { levelRoutes } from './routes/level-routes.ts';
import { rulesRoutes } from './routes/rules-routes.ts';

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(statementRoutes);
  await app.register(levelRoutes);
  await app.register(rulesRoutes);
  await app.register(ratingRoutes);
};
