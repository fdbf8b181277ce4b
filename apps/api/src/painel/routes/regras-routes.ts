// The programme's rules versions in the console (loyalty/rules-versions-repository.ts): the list for
// administrators and finance, and a new version from a coming month for administrators, checked as
// npm run regras:nova checks it. The running app takes it up by itself: the rules book
// (loyalty/programme-rules.ts) reads the versions again when the São Paulo month changes, and a
// version can only start in a month after the current one.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { regrasListaCall, regrasNovaCall } from '@fidelidade/domain/contracts/painel/regras';
import { consoleStoreMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import {
  createRulesVersion,
  listRulesVersions,
  RulesVersionTakenError,
} from '../../loyalty/rules-versions-repository.ts';
import { requireRole } from '../guard.ts';

const tags = ['painel'];

export const regrasRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;

  app.route({
    ...routeOf(regrasListaCall, {
      tags,
      summary:
        'Lista as versões das regras, da mais nova à mais antiga (administrador, financeiro)',
    }),
    ...requireRole('administrador', 'financeiro'),
    handler: async () => {
      const itens = await listRulesVersions(app.database.db, painel.now());
      return success(consoleStoreMessages.rulesVersions, { itens, total: itens.length });
    },
  });

  app.route({
    ...routeOf(regrasNovaCall, {
      tags,
      summary: 'Cria uma versão das regras a partir de um mês futuro (administrador)',
      description:
        'As mesmas verificações de npm run regras:nova: começa no mês que vem ou depois, percentuais que não caem com a posição, dois limites de nível. Mês já usado: 409.',
    }),
    ...requireRole('administrador'),
    handler: async (request, reply) => {
      try {
        const version = await app.database.db.transaction().execute(async (trx) => {
          const created = await createRulesVersion(trx, request.body, painel.now());
          await painel.audit(
            request,
            { acao: 'criar', entidade: 'regras', registroId: created.inicio },
            trx,
          );
          return created;
        });
        return await reply
          .code(201)
          .send(success(consoleStoreMessages.rulesVersionCreated, version, 201));
      } catch (error) {
        if (error instanceof RangeError) throw new ApiError(400, error.message);
        if (error instanceof RulesVersionTakenError) throw new ApiError(409, error.message);
        throw error;
      }
    },
  });

  done();
};
