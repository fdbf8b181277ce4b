// GET regras (no login): the programme's rules in force and the next version already announced.
// The same for everyone and settled for the month, so browsers may keep it a while. Asked with
// Encrypt: true it is sealed with the day key of its Encrypt-Date, and without it answered plain: a
// kept copy is only reused for the same header and date.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { versionInForce } from '@fidelidade/domain/cashback/rules-versions';
import { regrasCall } from '@fidelidade/domain/contracts/regras';
import { versaoRegrasOf } from '@fidelidade/domain/contracts/regras-plain';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';

/** How long a browser may keep the rules: a new version only starts on a month's 1st. */
export const RULES_MAX_AGE_SECONDS = 300;

export const rulesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOf(regrasCall, {
      tags: ['fidelidade'],
      summary: 'As regras do programa em vigor e a próxima versão já anunciada',
    }),
    // Public and the same for everyone: the home reads it without the encrypted client.
    config: { plaintextAllowed: true },
    handler: async (_request, reply) => {
      const now = new Date();
      const month = monthKey(now);
      const versions = await app.programmeRules.versions(now);
      const vigente = versionInForce(versions, month);
      const proxima = versions.find((version) => version.startMonth > month) ?? null;
      // Added to what CORS may already vary on (Origin).
      const vary = reply.getHeader('vary');
      void reply
        .header('cache-control', `public, max-age=${RULES_MAX_AGE_SECONDS}`)
        .header('vary', [vary, 'Encrypt, Encrypt-Date'].filter(Boolean).join(', '));
      return success(loyaltyMessages.rules, {
        vigente: versaoRegrasOf(vigente),
        proxima: proxima && versaoRegrasOf(proxima),
      });
    },
  });
  done();
};
