// GET extrato/{id} (route detalhes-fidelidade): one of the caller's own entries, with what the list
// leaves out. Another customer's or an unknown id is a 404.
import { z } from 'zod';
import { avaliacaoSchema } from './avaliacao.ts';
import { lancamentoSchema } from './lancamento.ts';
import { defineCall } from './call.ts';

export const extratoDetalheSchema = lancamentoSchema.extend({
  /** The store's own id of the purchase or redemption (as printed on the receipt). */
  idLoja: z.string(),
  /** São Paulo month the purchase counts in, 'YYYY-MM'. */
  mes: z.string(),
  /** For a purchase: its position among the month's purchases when recorded (sets the rate). */
  posicaoNoMes: z.number().int().positive().nullable(),
  /** For a purchase: true once the store cancelled it. */
  cancelada: z.boolean(),
  /** For a purchase (or its cancellation): the original purchase's date and time. */
  dataCompra: z.string().nullable(),
  /** For a purchase: the app path to rate it, '/avaliacao/<hash>'. */
  linkAvaliacao: z.string().nullable(),
  /** For a purchase: the customer's rating, if given. */
  avaliacao: avaliacaoSchema.nullable(),
});

export type ExtratoDetalhe = z.infer<typeof extratoDetalheSchema>;

export const extratoDetalheCall = defineCall({
  method: 'GET',
  path: '/extrato/:id',
  params: z.object({ id: z.string() }),
  response: extratoDetalheSchema,
});
