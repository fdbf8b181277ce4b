// The roles guard of every console route, enforced by the API (DESIGN decision 20). A route
// declares who may call it in its config, `painelAcesso`: 'publico' (the sign-in's two steps, which
// check their own credentials) or the roles allowed. A route registered without it stops the app at
// start-up, so no route can be left open by omission; test/painel/role-matrix.test.ts walks them all.
// For the others, before the body is read: no live session → 401; a role not listed → 403; a write
// without the session's CSRF token → 403. The operator and session are then on the request.
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@fidelidade/domain/contracts/painel/sessao';
import { PAPEIS, type Papel } from '@fidelidade/domain/contracts/painel/papeis';
import { painelMessages } from '@fidelidade/domain/messages';
import { ApiError } from '../http/envelope.ts';
import { SESSION_COOKIE } from './painel-context.ts';

export type PainelAcesso = 'publico' | readonly Papel[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a console route (guard.ts); required on every one. */
    painelAcesso?: PainelAcesso;
  }
}

/** Every signed-in operator, whatever the role (their own session's calls). */
export const QUALQUER_PAPEL: readonly Papel[] = PAPEIS;

/** Methods that change nothing, so need no CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `{config: {painelAcesso}}` for a route, spread into its options. */
export function requireRole(...papeis: Papel[]) {
  return { config: { painelAcesso: papeis } };
}

export const PUBLICO = { config: { painelAcesso: 'publico' as const } };

export function guardPainelRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.painelAcesso) {
      throw new Error(`Console route without painelAcesso: ${String(route.method)} ${route.url}`);
    }
  });
  scope.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.painelAcesso;
    // No access: not a route (the scope's 404 answers it).
    if (access === undefined || access === 'publico') return;
    const { painel } = scope;
    const token = request.cookies[SESSION_COOKIE];
    const session = await painel.sessions.authenticate(token, painel.now());
    if (!session || !token) throw new ApiError(401, painelMessages.unauthorized);
    if (!access.includes(session.operador.papel)) {
      throw new ApiError(403, painelMessages.forbidden);
    }
    const csrf = request.headers[CSRF_HEADER];
    if (
      !SAFE_METHODS.has(request.method) &&
      !painel.sessions.csrfMatches(token, typeof csrf === 'string' ? csrf : undefined)
    ) {
      throw new ApiError(403, painelMessages.invalidCsrf);
    }
    request.operador = session.operador;
    request.painelSessao = { id: session.id, token };
  });
}
