// The operator console's programme rules (cashback/rules-versions.ts): every version with its start
// month, newest first, and a new version from a month to come. The body is only shaped here; whether
// the rules make sense is newRulesVersion's to say, the same checks and pt-BR messages as
// `npm run regras:nova`.
import { z } from 'zod';
import { consoleStoreMessages } from '../../messages.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { paginaSchema } from './paginacao.ts';

/** More rates than any programme would set, yet bounded. */
export const TAXAS_MAX = 20;
/** Also bounded; newRulesVersion wants exactly two. */
const NIVEIS_MAX = 10;

export const versaoRegrasSchema = z.object({
  /** 'AAAA-MM': the São Paulo month whose 1st the version starts on. */
  inicio: z.string().regex(/^\d{4}-\d{2}$/),
  /** Percent of the 1st, 2nd, … purchase of the month; the last applies to every later one. */
  taxas: z.array(z.number().int()),
  /** Purchases in the month from which levels 2 and 3 start. */
  niveis: z.array(z.number().int()),
  /** Days a purchase's cashback stays pending. */
  carencia: z.number().int(),
  /** Months released cashback stays available. */
  validade: z.number().int(),
  /** Whether it is the version in force now. */
  vigente: z.boolean(),
});

export type VersaoRegras = z.infer<typeof versaoRegrasSchema>;

export const regrasListaSchema = paginaSchema(versaoRegrasSchema);
export type RegrasLista = z.infer<typeof regrasListaSchema>;

const invalidRates = consoleStoreMessages.invalidRates(TAXAS_MAX);

function whole(message: string) {
  return z.number({ error: message }).int({ error: message });
}

export const regrasNovaSchema = payloadObject({
  inicio: z
    .string({ error: consoleStoreMessages.invalidStartMonth })
    .trim()
    .regex(/^\d{4}-\d{2}$/, { error: consoleStoreMessages.invalidStartMonth }),
  taxas: z
    .array(whole(invalidRates), { error: invalidRates })
    .min(1, { error: invalidRates })
    .max(TAXAS_MAX, { error: invalidRates }),
  niveis: z
    .array(whole(consoleStoreMessages.invalidThresholds), {
      error: consoleStoreMessages.invalidThresholds,
    })
    .max(NIVEIS_MAX, { error: consoleStoreMessages.invalidThresholds }),
  carencia: whole(consoleStoreMessages.invalidGraceDays),
  validade: whole(consoleStoreMessages.invalidValidity),
});

export type RegrasNova = z.infer<typeof regrasNovaSchema>;

export const regrasListaCall = defineCall({
  method: 'GET',
  path: '/regras',
  response: regrasListaSchema,
});

export const regrasNovaCall = defineCall({
  method: 'POST',
  path: '/regras',
  body: regrasNovaSchema,
  response: versaoRegrasSchema,
  successCode: 201,
});
