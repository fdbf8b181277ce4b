// The operator console's API (DESIGN decision 20; painel/README.md), registered under
// PAINEL_API_PREFIX: plain JSON in the usual envelope (no payload encryption: operators are on TLS),
// cookie sessions with a CSRF token, and the roles guard on every route (guard.ts).
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveApiUnder } from '../plugins/api-prefixes.ts';
import { useApiSecurityHeaders } from '../plugins/security-headers.ts';
import { clientesRoutes } from './clientes/clientes-routes.ts';
import { guardPainelRoutes } from './guard.ts';
import { OperatorSessions } from './operator-sessions.ts';
import { cookiePath, PainelCookies, painelContext } from './painel-context.ts';
import { painelKeys } from './painel-keys.ts';
import { acoesRoutes } from './clientes-acoes/acoes-routes.ts';
import { ajustesRoutes } from './routes/ajustes-routes.ts';
import { reivindicacoesRoutes } from './reivindicacoes/reivindicacoes-routes.ts';
import { auditoriaRoutes } from './routes/auditoria-routes.ts';
import { lojasRoutes } from './routes/lojas-routes.ts';
import { lojasVendasRoutes } from './routes/lojas-vendas-routes.ts';
import { avaliacoesRoutes } from './routes/avaliacoes-routes.ts';
import { indicadoresRoutes } from './routes/indicadores-routes.ts';
import { operadoresRoutes } from './routes/operadores-routes.ts';
import { regrasRoutes } from './routes/regras-routes.ts';
import { sessaoRoutes } from './routes/sessao-routes.ts';
import { signInRoutes } from './routes/sign-in-routes.ts';
import { registroRoutes } from './routes/registro-routes.ts';

export interface PainelOptions {
  now: () => Date;
  production: boolean;
}

export const painelPlugin: FastifyPluginAsyncZod<PainelOptions> = async (
  scope,
  { now, production },
) => {
  const { config } = scope;
  serveApiUnder(scope);
  useApiSecurityHeaders(scope, production);
  await scope.register(fastifyCookie);
  const keys = painelKeys(config.encryptionSecret);
  scope.decorate(
    'painel',
    painelContext(scope, {
      keys,
      now,
      sessions: new OperatorSessions(scope.database.db, config.painel.sessionIdleMs, keys.csrf),
      cookies: new PainelCookies(cookiePath(config.painel.apiPrefix), production),
    }),
  );
  scope.decorateRequest('operador', null);
  scope.decorateRequest('painelSessao', null);
  guardPainelRoutes(scope);
  await scope.register(signInRoutes);
  await scope.register(sessaoRoutes);
  await scope.register(operadoresRoutes);
  await scope.register(auditoriaRoutes);
  await scope.register(lojasRoutes);
  await scope.register(regrasRoutes);
  await scope.register(clientesRoutes);
  await scope.register(acoesRoutes);
  await scope.register(ajustesRoutes);
  await scope.register(lojasVendasRoutes);
  await scope.register(reivindicacoesRoutes);
  await scope.register(registroRoutes);
  await scope.register(avaliacoesRoutes);
  await scope.register(indicadoresRoutes);
};
