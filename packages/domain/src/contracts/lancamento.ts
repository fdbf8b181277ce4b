// One statement entry (DESIGN decisions 5, 6 and 15): a purchase credited by a store, the cancellation
// that reverses one, a redemption spent at a till, cashback that expired unspent, or a manual
// adjustment the brand's staff made (docs/decisions/0018-manual-adjustments.md). Money is integer
// centavos; instants are ISO 8601 UTC.
import { z } from 'zod';
import { MAX_PERCENT } from '../cashback/rules.ts';

export const LANCAMENTO_TIPOS = [
  'compra',
  'cancelamento',
  'resgate',
  'expiracao',
  'ajuste',
] as const;
export type LancamentoTipo = (typeof LANCAMENTO_TIPOS)[number];

// Whole numbers the programme's rules give (cashback/rules.ts), not a list of them: the rules change.
export const cashbackPercentSchema = z.number().int().min(0).max(MAX_PERCENT);
export const levelSchema = z.number().int().min(1);

/**
 * Where a purchase's cashback stands (docs/decisions/0014-cashback-lifecycle.md): pending through the
 * carência, then available until spent in full, expired at the end of its validity or cancelled.
 */
export const CREDITO_SITUACOES = [
  'pendente',
  'disponivel',
  'utilizado',
  'expirado',
  'cancelado',
] as const;
export type CreditoSituacao = (typeof CREDITO_SITUACOES)[number];

const centavos = z.number().int();

export const lancamentoSchema = z.object({
  /** Opaque id for `GET extrato/{id}`. */
  id: z.string(),
  tipo: z.enum(LANCAMENTO_TIPOS),
  /** The store's name; null for an expiry or an adjustment, which no store makes. */
  loja: z.string().nullable(),
  /** When it happened (purchase, cancellation, redemption, expiry or adjustment time), ISO 8601. */
  dataHora: z.string(),
  /** The purchase amount (compra, cancelamento), the amount spent (resgate), expired (expiracao) or
   * adjusted (ajuste). */
  valorCentavos: centavos,
  /** The purchase's rate (compra, cancelamento); null for a redemption. */
  percentual: cashbackPercentSchema.nullable(),
  /** The effect on the balance: positive for a purchase and a credit adjustment, negative for the
   * other entries. */
  cashbackCentavos: centavos,
  /** A purchase's cashback as it stands now; null for other entries and for purchases recorded before
   * cashback matured (their cashback became one available amount). */
  situacao: z.enum(CREDITO_SITUACOES).nullable(),
  /** What an adjustment says to the customer (its public reason); null for the other entries. */
  descricao: z.string().nullable(),
});

export type Lancamento = z.infer<typeof lancamentoSchema>;
