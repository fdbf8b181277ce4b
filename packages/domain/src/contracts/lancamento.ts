// One statement entry (DESIGN decisions 5 and 6): a purchase credited by a store, the cancellation that
// reverses one, or a redemption spent at a till. Money is integer centavos; instants are ISO 8601 UTC.
import { z } from 'zod';
import { MAX_PERCENT } from '../cashback/rules.ts';

export const LANCAMENTO_TIPOS = ['compra', 'cancelamento', 'resgate'] as const;
export type LancamentoTipo = (typeof LANCAMENTO_TIPOS)[number];

// Whole numbers the programme's rules give (cashback/rules.ts), not a list of them: the rules change.
export const cashbackPercentSchema = z.number().int().min(0).max(MAX_PERCENT);
export const levelSchema = z.number().int().min(1);

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
