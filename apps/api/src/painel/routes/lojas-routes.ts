// The partner stores in the console (partner/lojas-repository.ts): the list with this month's volume
// (administrador and financeiro see every store, a loja operator their own), the stores' names for
// every role's filters (a loja operator's own only), and, for administrators,
// a new store, a new key (the previous one works for STORE_KEY_GRACE) and revocation. A key is in the
// answer that makes it and nowhere else; the audit trail names the store, never the key.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  lojasChaveCall,
  lojasCriarCall,
  lojasListaCall,
  lojasNomesCall,
  lojasRevogarCall,
} from '@fidelidade/domain/contracts/painel/lojas';
import { consoleStoreMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import {
  createLoja,
  findLojaPainel,
  listLojaNomes,
  listLojasWithVolume,
  revokeLojaById,
  rotateLojaKey,
  StoreNameTakenError,
} from '../../partner/lojas-repository.ts';
import { requireRole } from '../guard.ts';
import { signedInRequest } from '../signed-in.ts';

const tags = ['painel'];
const admin = requireRole('administrador');

export const lojasRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;
  const db = () => app.database.db;

  app.route({
    ...routeOf(lojasListaCall, {
      tags,
      summary: 'Lista as lojas com o volume do mês (administrador, financeiro; loja: a sua)',
    }),
    ...requireRole('administrador', 'financeiro', 'loja'),
    handler: async (request) => {
      const { operador } = signedInRequest(request);
      const own = operador.papel === 'loja' ? { lojaId: operador.loja_id ?? '' } : {};
      const page = await listLojasWithVolume(db(), { ...request.query, ...own }, painel.now());
      return success(consoleStoreMessages.stores, page);
    },
  });

  app.route({
    ...routeOf(lojasNomesCall, {
      tags,
      summary: 'Os nomes das lojas, para os filtros (todos os perfis; loja: a sua)',
    }),
    ...requireRole('administrador', 'atendimento', 'financeiro', 'loja'),
    handler: async (request) => {
      const { operador } = signedInRequest(request);
      const own = operador.papel === 'loja' ? { lojaId: operador.loja_id ?? '' } : {};
      const page = await listLojaNomes(db(), { ...request.query, ...own });
      return success(consoleStoreMessages.storeNames, page);
    },
  });

  app.route({
    ...routeOf(lojasCriarCall, {
      tags,
      summary: 'Cria uma loja e devolve a chave, só desta vez (administrador)',
    }),
    ...admin,
    handler: async (request, reply) => {
      const now = painel.now();
      try {
        const answer = await db()
          .transaction()
          .execute(async (trx) => {
            const { id, chave } = await createLoja(trx, request.body.nome);
            await painel.audit(request, { acao: 'criar', entidade: 'loja', registroId: id }, trx);
            const loja = await findLojaPainel(trx, id, now);
            if (!loja) throw new Error('the store just created was not found');
            return { loja, chave };
          });
        return await reply.code(201).send(success(consoleStoreMessages.storeCreated, answer, 201));
      } catch (error) {
        if (error instanceof StoreNameTakenError) throw new ApiError(409, error.message);
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(lojasChaveCall, {
      tags,
      summary: 'Gera uma chave nova; a anterior vale até chaveAnteriorValidaAte (administrador)',
    }),
    ...admin,
    handler: async (request) => {
      const { id } = request.params;
      const answer = await db()
        .transaction()
        .execute(async (trx) => {
          const rotated = await rotateLojaKey(
            trx,
            id,
            app.config.painel.storeKeyGraceMs,
            painel.now(),
          );
          if (!rotated) throw new ApiError(404, consoleStoreMessages.storeNotFoundOrRevoked);
          await painel.audit(
            request,
            { acao: 'trocar_chave', entidade: 'loja', registroId: id },
            trx,
          );
          return rotated;
        });
      return success(consoleStoreMessages.keyRotated, answer);
    },
  });

  app.route({
    ...routeOf(lojasRevogarCall, {
      tags,
      summary: 'Revoga a loja: nenhuma chave dela funciona mais (administrador)',
    }),
    ...admin,
    handler: async (request) => {
      const { id } = request.params;
      const loja = await db()
        .transaction()
        .execute(async (trx) => {
          const revoked = await revokeLojaById(trx, id, painel.now());
          if (!revoked) throw new ApiError(404, consoleStoreMessages.storeNotFound);
          await painel.audit(request, { acao: 'revogar', entidade: 'loja', registroId: id }, trx);
          return revoked;
        });
      return success(consoleStoreMessages.storeRevoked, loja);
    },
  });

  done();
};
