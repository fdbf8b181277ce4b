// The data-protection register for administrators (docs/decisions/0020-data-protection-register.md): a
// page of a search, and the whole search as CSV. A search by CPF is audited (without the CPF: the
// trail says someone asked about a person, not who), and so is every export.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  exportarRegistroCall,
  registroCall,
  type RegistroFiltro,
} from '@fidelidade/domain/contracts/painel/registro';
import { consoleRegisterMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { protectionRegister } from '../../privacy/register/protection-register.ts';
import { registerCsv } from '../../privacy/register/register-csv.ts';
import {
  countRegisterLines,
  registerLines,
  toRegistro,
  type RegisterSearch,
} from '../../privacy/register/register-search.ts';
import { sendCsv } from '../csv.ts';
import { requireRole } from '../guard.ts';
import { EXPORT_MAX_LINES } from './auditoria-routes.ts';

const tags = ['painel'];
const admin = requireRole('administrador');
const ENTIDADE = 'registro_protecao_dados';
const description =
  'Filtros: tipo (download, exclusao, desativacao), canal (app, painel), de e ate (AAAA-MM-DD, ' +
  'horário de São Paulo) e cpf (com ou sem máscara; a busca por CPF é registrada na auditoria).';

export const registroRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;
  const { hashCpf } = protectionRegister(app.config.encryptionSecret);

  /** The search as the table answers it: the CPF as its hash, its use written to the trail. */
  const searchOf = async (request: FastifyRequest, { cpf, ...filtro }: RegistroFiltro) => {
    if (cpf === undefined) return filtro;
    await painel.audit(request, { acao: 'pesquisar_cpf', entidade: ENTIDADE });
    return { ...filtro, cpfHash: hashCpf(cpf) } satisfies RegisterSearch;
  };

  app.route({
    ...routeOf(registroCall, {
      tags,
      summary: 'Pesquisa o registro de proteção de dados (administrador)',
      description,
    }),
    ...admin,
    handler: async (request) => {
      const { pagina, porPagina, ...filtro } = request.query;
      const search = await searchOf(request, filtro);
      const db = app.database.db;
      const [lines, total] = await Promise.all([
        registerLines(db, search, (pagina - 1) * porPagina, porPagina),
        countRegisterLines(db, search),
      ]);
      return success(consoleRegisterMessages.register, { itens: lines.map(toRegistro), total });
    },
  });

  app.route({
    method: exportarRegistroCall.method,
    url: exportarRegistroCall.path,
    schema: {
      tags,
      summary: 'Exporta a pesquisa do registro de proteção de dados em CSV (administrador)',
      description: `${description} text/csv em UTF-8 com BOM, separado por ";", datas dd/mm/aaaa HH:mm.`,
      querystring: exportarRegistroCall.query,
      produces: ['text/csv'],
    },
    ...admin,
    handler: async (request, reply) => {
      const search = await searchOf(request, request.query);
      const lines = await registerLines(app.database.db, search, 0, EXPORT_MAX_LINES);
      await painel.audit(request, { acao: 'exportar', entidade: ENTIDADE });
      return sendCsv(reply, 'registro-protecao-dados', painel.now(), registerCsv(lines));
    },
  });

  done();
};
