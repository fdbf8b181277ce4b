// The customer's LGPD calls that are not account changes, registered inside the encrypted
// scope: the data download. Deletion stays with the account (accounts/routes/closure-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDataRoutes } from './routes/my-data-routes.ts';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(myDataRoutes);
};
