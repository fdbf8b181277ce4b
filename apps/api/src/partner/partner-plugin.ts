// The partner (point-of-sale) API on its own base, PARTNER_PREFIX (DESIGN decision 5): plain JSON in
// the usual envelope, no payload encryption, every call authenticated by the store's API key and
// counted against its limit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveApiUnder } from '../plugins/api-prefixes.ts';
import { compraSchema } from './contracts.ts';
import { requireLoja } from './partner-auth.ts';
import { limitLoja } from './partner-limit.ts';
import { batchRoutes } from './routes/batch-routes.ts';
import { purchaseRoutes } from './routes/purchase-routes.ts';
import { redemptionRoutes } from './routes/redemption-routes.ts';

export const partnerPlugin: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('loja', null);
  app.addHook('onRequest', requireLoja);
  app.addHook('onRequest', limitLoja);
  // Unknown paths under the partner base answer in the envelope, never with the web app's page.
  serveApiUnder(app);
  // One purchase contract for both calls, with the configured PURCHASE_MAX_AGE.
  const compra = compraSchema(app.config.purchaseMaxAgeMs);
  await app.register(purchaseRoutes, { compra });
  await app.register(batchRoutes, { compra });
  await app.register(redemptionRoutes);
};
