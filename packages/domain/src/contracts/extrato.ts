// GET extrato?meses=3|6|12 (route extrato-fidelidade; DESIGN decisions 6 and 15; the period's rule is
// in filtro-fidelidade.ts). Balance (available, pending, owed), what releases and expires next, level,
// this month's progress, cashback per month for a bar chart, and the period's entries newest first.
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
  /** Net cashback of the month: purchases' credits minus cancellations, plus credit adjustments
   * minus debit adjustments (redemptions and expiries not included). */
  cashbackCentavos: centavos,
  /** Credited by the month's purchases. */
  ganhoCentavos: centavos.nonnegative(),
  /** Taken back by cancellations booked in the month, as a positive amount. */
  estornadoCentavos: centavos.nonnegative(),
  /** Spent in the month's redemptions, as a positive amount. */
  resgatadoCentavos: centavos.nonnegative(),
  /** Expired unspent in the month, as a positive amount. */
  expiradoCentavos: centavos.nonnegative(),
  /** Credited by the month's adjustments. */
  ajusteCreditoCentavos: centavos.nonnegative(),
  /** Debited by the month's adjustments, as a positive amount. */
  ajusteDebitoCentavos: centavos.nonnegative(),
});

/** An amount and the São Paulo date ('YYYY-MM-DD') it is released or expires on. */
export const valorNaDataSchema = z.object({
  data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  valorCentavos: centavos.positive(),
});

export const extratoSchema = z.object({
  meses: z.literal(LOYALTY_PERIODS),
  /** Available cashback: what a till can spend now; never below zero. */
  saldoCentavos: centavos.nonnegative(),
  /** Cashback still in its carência. */
  pendenteCentavos: centavos.nonnegative(),
  /** Cashback reversed after it was spent, settled from later credits as they are released
   * (docs/decisions/0014-cashback-lifecycle.md). */
  dividaCentavos: centavos.nonnegative(),
  /** The earliest date pending cashback is released on and how much, or null when none is pending. */
  proximaLiberacao: valorNaDataSchema.nullable(),
  /** The earliest date available cashback expires on and how much, or null when none will. */
  proximaExpiracao: valorNaDataSchema.nullable(),
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
export type ValorNaData = z.infer<typeof valorNaDataSchema>;

export const extratoCall = defineCall({
  method: 'GET',
  path: '/extrato',
  query: extratoQuerySchema,
  response: extratoSchema,
});
