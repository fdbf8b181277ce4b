// The contact form needs no login (spec point 6), but a logged-in customer's message is linked to the
// account (so deleting the account deletes it). A missing, expired or revoked token just means a
// visitor: answering 401 would force a logout and lose the message being sent (spec point 4).
import type { FastifyRequest } from 'fastify';
import type { ClienteRow } from '../accounts/cliente-row.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export async function optionalCliente(request: FastifyRequest): Promise<ClienteRow | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const auth = await request.server.sessions.authenticate(token);
  return auth?.cliente ?? null;
}
