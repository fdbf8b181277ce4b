// One statement entry (DESIGN decisions 5 and 6): a purchase credited by a store, the cancellation that
// reverses one, or a redemption spent at a till. Money is integer centavos; instants are ISO 8601 UTC.
import { z } from 'zod';

export const LANCAMENTO_TIPOS = ['compra', 'cancelamento', 'resgate'] as const;
export type LancamentoTipo = (typeof LANCAMENTO_TIPOS)[number];

export const cashbackPercentSchema = z.literal([5, 10, 15]);
export const levelSchema = z.literal([1, 2, 3]);

const centavos = z.number().int();

export const lancamentoSchema = z.object({
  /** Opaque id for `GET extrato/{id}`. */
  id: z.string(),
  tipo: z.enum(LANCAMENTO_TIPOS),
  /** The store's name. */
  loja: z.string(),
  /** When it happened at the store (purchase, cancellation or redemption time), ISO 8601. */
  dataHora: z.string(),
  /** The purchase amount (compra, cancelamento) or the amount spent (resgate), always positive. */
  valorCentavos: centavos,
  /** The purchase's rate (compra, cancelamento); null for a redemption. */
  percentual: cashbackPercentSchema.nullable(),
  /** The effect on the balance: positive for a purchase, negative for a cancellation or redemption. */
  cashbackCentavos: centavos,
});

export type Lancamento = z.infer<typeof lancamentoSchema>;
