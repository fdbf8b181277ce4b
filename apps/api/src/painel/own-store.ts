// A loja operator reads its own store's figures only: the `lojaId` it sends is replaced by its store,
// not refused, so a link shared between stores still answers, with nothing of the other store's.
import type { FastifyRequest } from 'fastify';
import { painelMessages } from '@fidelidade/domain/messages';
import { ApiError } from '../http/envelope.ts';
import { signedInRequest } from './signed-in.ts';

/** The request's filters, with a loja operator's own store in place of any it asked for. */
export function ownStoreFilters<Filters extends { lojaId?: string | undefined }>(
  request: FastifyRequest,
  filters: Filters,
): Filters {
  const { operador } = signedInRequest(request);
  if (operador.papel !== 'loja') return filters;
  // The schema gives every loja operator a store; without one it must not read every store's.
  if (!operador.loja_id) throw new ApiError(403, painelMessages.forbidden);
  return { ...filters, lojaId: operador.loja_id };
}
