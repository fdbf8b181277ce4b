// GET extrato?meses=3|6|12 (route extrato-fidelidade; DESIGN decision 6; the period's rule is in
// filtro-fidelidade.ts). Balance, level, this month's progress, cashback per month for a bar chart,
// and the period's entries newest first.
import { z } from 'zod';
import { payloadObject } from './fields.ts';
import {
  DEFAULT_LOYALTY_PERIOD,
  LOYALTY_PERIODS,
  loyaltyPeriodSchema,
} from './filtro-fidelidade.ts';
import { lancamentoSchema, levelSchema } from './lancamento.ts';
import { defineCall } from './call.ts';

const centavos = z.number().int();

/** The query: `?meses=3|6|12`, 3 when absent. */
export const extratoQuerySchema = payloadObject({
  meses: loyaltyPeriodSchema.optional().default(DEFAULT_LOYALTY_PERIOD),
});

export const cashbackMensalSchema = z.object({
  /** São Paulo calendar month, 'YYYY-MM'. */
  mes: z.string().regex(/^\d{4}-\d{2}$/),
  /** Net cashback of the month: credits minus cancellations (redemptions not included). */
  cashbackCentavos: centavos,
  /** Credited by the month's purchases. */
  ganhoCentavos: centavos.nonnegative(),
  /** Taken back by cancellations booked in the month, as a positive amount. */
  estornadoCentavos: centavos.nonnegative(),
  /** Spent in the month's redemptions, as a positive amount. */
  resgatadoCentavos: centavos.nonnegative(),
});

export const extratoSchema = z.object({
  meses: z.literal(LOYALTY_PERIODS),
  /** Current balance. Redemptions never take it below zero; it is negative only when a store cancelled
   * a purchase whose cashback had already been spent (docs/decisions/0002-cashback-ledger.md). */
  saldoCentavos: centavos,
  /** Level now, from this month's non-cancelled purchases (decision 4). */
  nivel: levelSchema,
  /** Non-cancelled purchases this São Paulo month. */
  comprasNoMes: z.number().int().nonnegative(),
  /** The next level, or null at the top level. */
  proximoNivel: levelSchema.min(2).nullable(),
  /** Purchases still needed this month to reach the next level; 0 at the top level. */
  comprasParaProximoNivel: z.number().int().nonnegative(),
  /** One item per month of the period, oldest first, the current month last (zero when empty). */
  cashbackPorMes: z.array(cashbackMensalSchema),
  /** The period's entries, newest first. */
  lancamentos: z.array(lancamentoSchema),
});

export type Extrato = z.infer<typeof extratoSchema>;
export type CashbackMensal = z.infer<typeof cashbackMensalSchema>;

export const extratoCall = defineCall({
  method: 'GET',
  path: '/extrato',
  query: extratoQuerySchema,
  response: extratoSchema,
});
