// GET extrato and GET extrato/{id} (route extrato-fidelidade and detalhes-fidelidade; DESIGN
// decision 6). Logged-in customers only; encrypted like every app call.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { extratoCall } from '@fidelidade/domain/contracts/extrato';
import { extratoDetalheCall } from '@fidelidade/domain/contracts/extrato-detalhe';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { entryDetailFor } from '../entry-detail.ts';
import { statementFor } from '../statement.ts';
import { StatementCache } from '../statement-cache.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const statementRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const cache = new StatementCache(app.config.statementCacheEntries);
  app.route({
    ...routeOf(extratoCall, {
      tags: ['fidelidade'],
      summary: 'Extrato: saldo, nível, compras do mês, cashback por mês e lançamentos do período',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente, ledgerVersion } = authenticated(request);
      const key = { clienteId: cliente.id, meses: request.query.meses, now: new Date() };
      let extrato = cache.get(key, ledgerVersion);
      if (!extrato) {
        const read = await statementFor(
          app.database.db,
          key.clienteId,
          key.meses,
          key.now,
          await app.programmeRules.currentRules(key.now),
        );
        cache.set(key, read);
        extrato = read.extrato;
      }
      return success(loyaltyMessages.statement, extrato);
    },
  });

  app.route({
    ...routeOf(extratoDetalheCall, {
      tags: ['fidelidade'],
      summary: 'Detalhes de um lançamento do próprio cliente',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      const { id } = request.params;
      const detail = UUID.test(id)
        ? await entryDetailFor(app.database.db, cliente.id, id)
        : undefined;
      if (!detail) throw new ApiError(404, loyaltyMessages.entryNotFound);
      return success(loyaltyMessages.entryDetail, detail);
    },
  });
  done();
};
