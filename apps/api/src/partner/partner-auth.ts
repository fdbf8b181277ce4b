// Store authentication for the partner API (DESIGN decision 5): `Authorization: Bearer <key>`, the
// key looked up by its SHA-256 among the stores not revoked. Anything else is a 401 in the envelope.
import type { FastifyRequest } from 'fastify';
import { partnerMessages } from '@fidelidade/domain/messages';
import { ApiError } from '../http/envelope.ts';
import { findLojaByKey, type Loja } from './lojas-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store a partner call authenticated as. */
    loja: Loja | null;
  }
}

const BEARER = /^Bearer\s+(\S{1,200})\s*$/i;

export async function requireLoja(request: FastifyRequest): Promise<void> {
  const key = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const loja = key ? await findLojaByKey(request.server.database.db, key) : undefined;
  if (!loja) throw new ApiError(401, partnerMessages.unauthorized);
  request.loja = loja;
}

/** The store `requireLoja` set. */
export function authenticatedLoja(request: FastifyRequest): Loja {
  if (!request.loja) throw new ApiError(401, partnerMessages.unauthorized);
  return request.loja;
}
