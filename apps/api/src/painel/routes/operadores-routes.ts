// The operators (administrador only): list, read one, create, update and reset one's access. A new
// password must pass the strength rule (password-strength.ts); the operator enrols TOTP at the first
// sign-in, and again after a reset (a lost phone and lost recovery codes). An administrator cannot
// change their own role, deactivate themselves or reset their own access (no console left without
// one by mistake); deactivating an operator or resetting their access ends their sessions at once.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  atualizarOperadorCall,
  criarOperadorCall,
  operadorCall,
  operadoresCall,
  redefinirAcessoCall,
} from '@fidelidade/domain/contracts/painel/operadores';
import type { Papel } from '@fidelidade/domain/contracts/painel/papeis';
import { consoleStoreMessages, painelMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { requireRole } from '../guard.ts';
import { toOperador } from '../operador-view.ts';
import {
  findOperadorById,
  insertOperador,
  listOperadores,
  OperatorEmailTakenError,
  resetOperadorAccess,
  updateOperador,
} from '../operadores-repository.ts';
import { operatorPasswordProblem } from '../password-strength.ts';
import { signedInRequest } from '../signed-in.ts';
import { isUuid } from '../uuid.ts';

const tags = ['painel'];
const admin = requireRole('administrador');

/** The store of a `loja` operator, checked to exist; null for every other role. */
async function storeOf(app: FastifyInstance, papel: Papel, lojaId: string | null | undefined) {
  if (papel !== 'loja') {
    if (lojaId) throw new ApiError(400, painelMessages.storeOnlyForStoreRole);
    return null;
  }
  if (!lojaId) throw new ApiError(400, painelMessages.storeRequired);
  const loja = isUuid(lojaId)
    ? await app.database.db
        .selectFrom('lojas')
        .select('id')
        .where('id', '=', lojaId)
        .executeTakeFirst()
    : undefined;
  if (!loja) throw new ApiError(400, consoleStoreMessages.storeNotFound);
  return loja.id;
}

export const operadoresRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;

  app.route({
    ...routeOf(operadoresCall, { tags, summary: 'Lista os operadores (administrador)' }),
    ...admin,
    handler: async (request) => {
      const { pagina, porPagina } = request.query;
      const page = await listOperadores(app.database.db, (pagina - 1) * porPagina, porPagina);
      return success(painelMessages.operators, {
        itens: page.itens.map(toOperador),
        total: page.total,
      });
    },
  });

  app.route({
    ...routeOf(operadorCall, { tags, summary: 'Um operador (administrador)' }),
    ...admin,
    handler: async (request) => {
      const { id } = request.params;
      const row = isUuid(id) ? await findOperadorById(app.database.db, id) : undefined;
      if (!row) throw new ApiError(404, painelMessages.operatorNotFound);
      return success(painelMessages.operator, toOperador(row));
    },
  });

  app.route({
    ...routeOf(criarOperadorCall, {
      tags,
      summary: 'Cria um operador (administrador)',
      description:
        'Senha com pelo menos 12 caracteres e que não seja fraca (verificação com dicionário em português). E-mail já usado: 409.',
    }),
    ...admin,
    handler: async (request, reply) => {
      const { nome, email, papel, lojaId, senha } = request.body;
      const problem = await operatorPasswordProblem(senha, [nome, email]);
      if (problem) throw new ApiError(400, problem);
      const loja = await storeOf(app, papel, lojaId);
      const senhaHash = await app.passwords.hash(senha);
      try {
        const row = await app.database.db.transaction().execute(async (trx) => {
          const created = await insertOperador(trx, {
            nome,
            email,
            papel,
            lojaId: loja,
            senhaHash,
          });
          await painel.audit(
            request,
            { acao: 'criar', entidade: 'operador', registroId: created.id },
            trx,
          );
          return created;
        });
        return await reply
          .code(201)
          .send(success(painelMessages.operatorCreated, toOperador(row), 201));
      } catch (error) {
        if (error instanceof OperatorEmailTakenError) {
          throw new ApiError(409, painelMessages.emailTaken);
        }
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(atualizarOperadorCall, {
      tags,
      summary: 'Altera nome, perfil, loja e situação de um operador (administrador)',
    }),
    ...admin,
    handler: async (request) => {
      const { id } = request.params;
      const { nome, papel, lojaId, ativo } = request.body;
      const db = app.database.db;
      const current = isUuid(id) ? await findOperadorById(db, id) : undefined;
      if (!current) throw new ApiError(404, painelMessages.operatorNotFound);
      const { operador: self } = signedInRequest(request);
      if (current.id === self.id && (papel !== current.papel || !ativo)) {
        throw new ApiError(400, painelMessages.cannotDeactivateSelf);
      }
      const loja = await storeOf(app, papel, lojaId);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await updateOperador(trx, id, { nome, papel, lojaId: loja, ativo });
        if (!updated) throw new ApiError(404, painelMessages.operatorNotFound);
        if (!ativo) await painel.sessions.revokeAll(id, painel.now(), trx);
        await painel.audit(request, { acao: 'alterar', entidade: 'operador', registroId: id }, trx);
        return updated;
      });
      return success(painelMessages.operatorUpdated, toOperador(row));
    },
  });

  app.route({
    ...routeOf(redefinirAcessoCall, {
      tags,
      summary: 'Redefine a senha e o segundo fator de um operador (administrador)',
      description:
        'Para quem perdeu o celular e os códigos de recuperação: nova senha (mesmas regras da criação), os códigos e o segredo TOTP apagados, as sessões encerradas; o operador cadastra o segundo fator de novo ao entrar.',
    }),
    ...admin,
    handler: async (request) => {
      const { id } = request.params;
      const db = app.database.db;
      const current = isUuid(id) ? await findOperadorById(db, id) : undefined;
      if (!current) throw new ApiError(404, painelMessages.operatorNotFound);
      const { operador: self } = signedInRequest(request);
      if (current.id === self.id) throw new ApiError(400, painelMessages.cannotResetSelf);
      const { senha } = request.body;
      const problem = await operatorPasswordProblem(senha, [current.nome, current.email]);
      if (problem) throw new ApiError(400, problem);
      const senhaHash = await app.passwords.hash(senha);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await resetOperadorAccess(trx, id, senhaHash);
        if (!updated) throw new ApiError(404, painelMessages.operatorNotFound);
        await painel.sessions.revokeAll(id, painel.now(), trx);
        await painel.audit(
          request,
          { acao: 'redefinir_acesso', entidade: 'operador', registroId: id },
          trx,
        );
        return updated;
      });
      return success(painelMessages.accessReset, toOperador(row));
    },
  });

  done();
};
