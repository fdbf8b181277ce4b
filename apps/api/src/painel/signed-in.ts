// The operator and session of a request the guard let through (guard.ts): a route behind a role
// always has them, so their absence is a wiring mistake, not the client's.
import type { FastifyRequest } from 'fastify';

export function signedInRequest(request: FastifyRequest) {
  const { operador, painelSessao } = request;
  if (!operador || !painelSessao) throw new Error('console route reached without the guard');
  return { operador, painelSessao };
}
