// Partner calls per store key (LIMIT_PARTNER_KEY, DESIGN decision 5): a runaway till or a leaked key
// cannot flood the service. Generous, since a store's system may send thousands of purchases a minute;
// a batch counts as one call.
import type { FastifyRequest } from 'fastify';
import { partnerMessages } from '@fidelidade/domain/messages';
import { authenticatedLoja } from './partner-auth.ts';

export async function limitLoja(request: FastifyRequest): Promise<void> {
  const { rateLimiter, config } = request.server;
  await rateLimiter.enforce(
    [
      {
        rule: { name: 'parceiro:chave', ...config.limits.partnerKey },
        subject: authenticatedLoja(request).id,
      },
    ],
    partnerMessages.tooManyCalls,
  );
}
