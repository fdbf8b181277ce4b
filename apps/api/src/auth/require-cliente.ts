// The preValidation hook of every route a logged-in customer calls (spec point 6):
//
//   app.route({
//     ...routeOf(rotaCall, docs),
//     preValidation: requireCliente,
//     handler: async (request) => {
//       const { cliente, session } = authenticated(request);
//       ...cliente.id...
//     },
//   });
//
// The token is the `Authorization: Bearer` one (spec point 7), or the body's `jwt` when the header is
// absent. When both are sent they must be the same session's, so one customer's token can never act
// on another's account. Any failure answers 401 'Faça login novamente para renovar sua sessão.', which
// the app turns into the forced logout of spec point 4. It runs before the body, query and path
// are validated (after the envelope is opened, so a body's jwt counts): a call without a session is
// a 401 whatever else is wrong with it, so the app logs out instead of showing a form's message.
import type { FastifyRequest } from 'fastify';
import { accountMessages, apiMessages } from '@fidelidade/domain/messages';
import { ApiError } from '../http/envelope.ts';
import type { Authenticated } from './sessions.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  // A malformed header is not "no header": it must not fall back to the body's token.
  return BEARER.exec(header)?.[1] ?? '';
}

function bodyToken(request: FastifyRequest): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('jwt' in body)) return undefined;
  return typeof body.jwt === 'string' ? body.jwt : undefined;
}

export async function requireCliente(request: FastifyRequest): Promise<void> {
  const bearer = bearerToken(request);
  const inBody = bodyToken(request);
  const token = bearer ?? inBody;
  if (!token) throw new ApiError(401, apiMessages.unauthorized);
  const auth = await request.server.sessions.authenticate(token);
  if (!auth) throw new ApiError(401, apiMessages.unauthorized);
  // Tokens are signed once per session, so the same session means the same text.
  if (inBody !== undefined && inBody !== token) {
    throw new ApiError(403, accountMessages.sessionMismatch);
  }
  request.cliente = auth.cliente;
  request.session = auth.session;
  request.ledgerVersion = auth.ledgerVersion;
  request.pendingChange = auth.pendingChange;
}

/** The customer and session `requireCliente` set; a route without it gets a 401, never a crash. */
export function authenticated(request: FastifyRequest): Authenticated {
  const { cliente, session, ledgerVersion, pendingChange } = request;
  if (!cliente || !session) throw new ApiError(401, apiMessages.unauthorized);
  return { cliente, session, ledgerVersion, pendingChange };
}
