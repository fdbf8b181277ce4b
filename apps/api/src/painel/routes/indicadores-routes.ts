// The programme's dashboard (programme-dashboard/; docs/decisions/0021-programme-dashboard.md):
// administrador and financeiro read the whole programme or any store; a loja operator its own store's
// figures, whatever `lojaId` it sends (own-store.ts). A read: nothing is audited.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { indicadoresCall } from '@fidelidade/domain/contracts/painel/indicadores';
import { consoleDashboardMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { programmeDashboard } from '../../programme-dashboard/dashboard.ts';
import { dashboardMonth } from '../../programme-dashboard/months.ts';
import { requireRole } from '../guard.ts';
import { ownStoreFilters } from '../own-store.ts';

export const indicadoresRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOf(indicadoresCall, {
      tags: ['painel'],
      summary:
        'Indicadores do programa num mês: membros, ativos, níveis, compras, cashback, passivo, avaliações e lojas (administrador, financeiro; loja: a sua)',
    }),
    ...requireRole('administrador', 'financeiro', 'loja'),
    handler: async (request) => {
      const now = app.painel.now();
      const { mes, lojaId } = ownStoreFilters(request, request.query);
      const month = dashboardMonth(mes, now);
      const rules = await app.programmeRules.rulesAt(now);
      const figures = await programmeDashboard(app.database.db, rules, month, lojaId ?? null);
      return success(consoleDashboardMessages.dashboard, figures);
    },
  });
  done();
};
