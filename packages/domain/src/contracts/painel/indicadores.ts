// The programme's dashboard in the console (DESIGN decision 20): one São Paulo month (this month by
// default, up to INDICADORES_MESES_MAX back), the whole programme or one store. administrador and
// financeiro see any store or all of them; a loja operator always gets its own store's figures,
// whatever `lojaId` it sends (the filter is replaced by its store, not refused). Amounts are cents.
//
// With a store, the figures that belong to the programme rather than to a store (members, levels,
// liability) are null: a customer joins the programme, not a store, and a redemption spends credits
// earned anywhere.
import { z } from 'zod';
import { consoleDashboardMessages } from '../../messages.ts';
import { defineCall } from '../call.ts';
import { levelSchema } from '../lancamento.ts';

/** How many months back from the current one a dashboard may show. */
export const INDICADORES_MESES_MAX = 24;
/** How many months the charts' series covers, ending at the chosen month. */
export const INDICADORES_SERIE_MESES = 12;
/** How many stores the ranking lists. */
export const INDICADORES_LOJAS_DESTAQUE = 10;

export const indicadoresQuerySchema = z.object({
  /** 'AAAA-MM', a São Paulo month; this month when absent. */
  mes: z
    .string({ error: consoleDashboardMessages.invalidMonth })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, consoleDashboardMessages.invalidMonth)
    .optional(),
  lojaId: z.uuid({ error: consoleDashboardMessages.invalidStore }).optional(),
});
export type IndicadoresQuery = z.infer<typeof indicadoresQuerySchema>;

const centavos = z.number().int();
const quantidade = z.number().int().nonnegative();

/** What the month's ledger moved, in cents, as positive amounts. */
const cashbackSchema = z.object({
  /** Credited by the month's purchases. */
  creditadoCentavos: centavos,
  /** Pending cashback that became available in the month. */
  liberadoCentavos: centavos,
  /** Spent at the till in the month. */
  resgatadoCentavos: centavos,
  /** Expired unspent in the month. */
  expiradoCentavos: centavos,
  /** Taken back by the month's cancellations. */
  estornadoCentavos: centavos,
});

export const indicadoresSchema = z.object({
  mes: z.string(),
  /** The store the figures are for; null for the whole programme. */
  lojaId: z.uuid().nullable(),
  /** Up to when the summaries hold every ledger entry, ISO 8601. */
  atualizadoEm: z.string(),
  /** Accounts existing at the month's end, and created in it. Null with a store. */
  membros: z.object({ total: quantidade, novos: quantidade }).nullable(),
  /** Customers with a purchase in the month (at the store, with one). */
  ativos: quantidade,
  /**
   * Customers with a purchase in the month by the level they reached in it, every level of the rules
   * in force that month present, lowest first. Null with a store.
   */
  niveis: z.array(z.object({ nivel: levelSchema, clientes: quantidade })).nullable(),
  compras: z.object({ quantidade, valorCentavos: centavos }),
  cashback: cashbackSchema,
  /** Available and pending cashback at the month's end (what finance provisions). Null with a store. */
  passivo: z
    .object({ disponivelCentavos: centavos, pendenteCentavos: centavos, totalCentavos: centavos })
    .nullable(),
  /** Redeemed ÷ released in the month, 0 to 1 or above; null when nothing was released. */
  taxaResgate: z.number().nonnegative().nullable(),
  /** Ratings of the month's days and of the month before (the trend); media null without ratings. */
  avaliacoes: z.object({
    media: z.number().nullable(),
    total: quantidade,
    mediaAnterior: z.number().nullable(),
    totalAnterior: quantidade,
  }),
  /** The INDICADORES_LOJAS_DESTAQUE stores with the most purchase value in the month, most first. */
  lojasDestaque: z.array(
    z.object({
      lojaId: z.uuid(),
      lojaNome: z.string(),
      compras: quantidade,
      valorCentavos: centavos,
    }),
  ),
  /** The INDICADORES_SERIE_MESES months ending at `mes`, oldest first, every month present. */
  serie: z.array(
    z.object({
      mes: z.string(),
      compras: quantidade,
      valorCentavos: centavos,
      ativos: quantidade,
      ...cashbackSchema.shape,
    }),
  ),
});
export type Indicadores = z.infer<typeof indicadoresSchema>;

export const indicadoresCall = defineCall({
  method: 'GET',
  path: '/indicadores',
  query: indicadoresQuerySchema,
  response: indicadoresSchema,
});
