// The signed-in operator's own session: who they are (with the CSRF token, for a page loaded again),
// sign-out of this session and sign-out everywhere. Any role may call them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  encerrarTodasCall,
  sairCall,
  sessaoCall,
} from '@fidelidade/domain/contracts/painel/sessao';
import { painelMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { QUALQUER_PAPEL } from '../guard.ts';
import { toOperador } from '../operador-view.ts';
import { signedInRequest } from '../signed-in.ts';

const tags = ['painel'];
const signedIn = { config: { painelAcesso: QUALQUER_PAPEL } };

export const sessaoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;

  /** Ends this session or every session of the operator, audits it and drops the cookie. */
  async function signOut(request: FastifyRequest, reply: FastifyReply, everywhere: boolean) {
    const { operador, painelSessao } = signedInRequest(request);
    if (everywhere) await painel.sessions.revokeAll(operador.id, painel.now());
    else await painel.sessions.revoke(painelSessao.id, painel.now());
    await painel.audit(
      request,
      everywhere
        ? { acao: 'encerrar_sessoes', entidade: 'operador', registroId: operador.id }
        : { acao: 'sair', entidade: 'sessao', registroId: painelSessao.id },
    );
    painel.cookies.clearSession(reply);
    const message = everywhere ? painelMessages.signedOutEverywhere : painelMessages.signedOut;
    return success(message, null);
  }

  app.route({
    ...routeOf(sessaoCall, { tags, summary: 'O operador da sessão e o token CSRF' }),
    ...signedIn,
    handler: (request) => {
      const { operador, painelSessao } = signedInRequest(request);
      return success(painelMessages.currentSession, {
        operador: toOperador(operador),
        csrf: painel.sessions.csrfFor(painelSessao.token),
      });
    },
  });

  app.route({
    ...routeOf(sairCall, { tags, summary: 'Encerra esta sessão' }),
    ...signedIn,
    handler: (request, reply) => signOut(request, reply, false),
  });

  app.route({
    ...routeOf(encerrarTodasCall, {
      tags,
      summary: 'Encerra todas as sessões do operador, em qualquer aparelho',
    }),
    ...signedIn,
    handler: (request, reply) => signOut(request, reply, true),
  });

  done();
};
