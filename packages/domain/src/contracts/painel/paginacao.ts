// The paging every list of the operator console shares: `?pagina&porPagina` in, `{itens, total}` out.
import { z } from 'zod';
import { consoleStoreMessages } from '../../messages.ts';
import { payloadObject } from '../fields.ts';

export const POR_PAGINA_PADRAO = 25;
export const POR_PAGINA_MAX = 100;

/** A whole number from the query string (or a number), at least `min` and at most `max`. */
function wholeFromQuery(min: number, max: number, message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** `?pagina` (1 on) and `?porPagina` (1 to POR_PAGINA_MAX); absent, the first page of the default size. */
export const paginacaoQuerySchema = payloadObject({
  pagina: wholeFromQuery(1, Number.MAX_SAFE_INTEGER, consoleStoreMessages.invalidPage).default(1),
  porPagina: wholeFromQuery(
    1,
    POR_PAGINA_MAX,
    consoleStoreMessages.invalidPageSize(POR_PAGINA_MAX),
  ).default(POR_PAGINA_PADRAO),
});

export type Paginacao = z.infer<typeof paginacaoQuerySchema>;

/** One page of `item`s and how many there are in all. */
export function paginaSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ itens: z.array(item), total: z.number().int().nonnegative() });
}
