// GET regras (no login; cacheable; plain or encrypted): the programme's rules in force and the next
// version already announced, which the home, cadastro-fidelidade and the level progress texts are
// written from. The rules are versioned (cashback/rules-versions.ts). What reads the call without
// these schemas (its path, the mapping to the rules) is in regras-plain.ts.
import { z } from 'zod';
import { defineCall } from './call.ts';
import { REGRAS_PATH } from './regras-plain.ts';
import { cashbackPercentSchema } from './lancamento.ts';

export const versaoRegrasSchema = z.object({
  /** 'YYYY-MM': the São Paulo month whose 1st the version starts on. */
  inicio: z.string().regex(/^\d{4}-\d{2}$/),
  /** Percent of the 1st, 2nd, … purchase of the month; the last applies to every later one. */
  percentuais: z.array(cashbackPercentSchema).min(1),
  /** Purchases in the month from which levels 2 and 3 start. */
  limitesNivel: z.array(z.number().int().positive()),
  /** Days a purchase's cashback stays pending. */
  carenciaDias: z.number().int().nonnegative(),
  /** Months available cashback lasts once released. */
  validadeMeses: z.number().int().positive(),
});

export const regrasSchema = z.object({
  vigente: versaoRegrasSchema,
  /** The next version, already announced, or null. */
  proxima: versaoRegrasSchema.nullable(),
});

export type VersaoRegras = z.infer<typeof versaoRegrasSchema>;
export type Regras = z.infer<typeof regrasSchema>;

export const regrasCall = defineCall({ method: 'GET', path: REGRAS_PATH, response: regrasSchema });
