// The audit trail for administrators: a page of a search, and the whole search as CSV (at most
// EXPORT_MAX_LINES, newest first). The export is itself audited: the file says who did what.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  auditoriaCall,
  exportarAuditoriaCall,
} from '@fidelidade/domain/contracts/painel/auditoria';
import { painelMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { auditCsv } from '../audit-csv.ts';
import { auditLines, countAuditLines, toAuditoria } from '../audit-search.ts';
import { sendCsv } from '../csv.ts';
import { requireRole } from '../guard.ts';

const tags = ['painel'];
const admin = requireRole('administrador');
export const EXPORT_MAX_LINES = 100_000;

export const auditoriaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;

  app.route({
    ...routeOf(auditoriaCall, {
      tags,
      summary: 'Pesquisa a trilha de auditoria (administrador)',
      description:
        'Filtros: operadorId, acao, entidade, registroId, de e ate (AAAA-MM-DD, horário de São Paulo).',
    }),
    ...admin,
    handler: async (request) => {
      const { pagina, porPagina, ...filtro } = request.query;
      const db = app.database.db;
      const [lines, total] = await Promise.all([
        auditLines(db, filtro, (pagina - 1) * porPagina, porPagina),
        countAuditLines(db, filtro),
      ]);
      return success(painelMessages.auditTrail, { itens: lines.map(toAuditoria), total });
    },
  });

  app.route({
    method: exportarAuditoriaCall.method,
    url: exportarAuditoriaCall.path,
    schema: {
      tags,
      summary: 'Exporta a pesquisa da trilha de auditoria em CSV (administrador)',
      description:
        'text/csv em UTF-8 com BOM, separado por ";", datas dd/mm/aaaa HH:mm (São Paulo).',
      querystring: exportarAuditoriaCall.query,
      produces: ['text/csv'],
    },
    ...admin,
    handler: async (request, reply) => {
      const db = app.database.db;
      const lines = await auditLines(db, request.query, 0, EXPORT_MAX_LINES);
      await painel.audit(request, { acao: 'exportar', entidade: 'auditoria' });
      return sendCsv(reply, 'auditoria', painel.now(), auditCsv(lines));
    },
  });

  done();
};
