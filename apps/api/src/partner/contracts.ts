// Bodies and answers of the partner (point-of-sale) API (DESIGN decision 5). Plain JSON, the usual
// envelope, pt-BR messages. Only the API uses these, so they live here, not in packages/domain.
import { z } from 'zod';
import { cashbackPercentSchema, levelSchema } from '@fidelidade/domain/contracts/lancamento';
import { payloadObject } from '@fidelidade/domain/contracts/fields';
import { partnerMessages } from '@fidelidade/domain/messages';
import { cpfSchema } from '@fidelidade/domain/validation/cpf';
import { trimmedText } from '@fidelidade/domain/validation/required';
import { purchaseDateRule, purchaseDateSchema } from './purchase-date.ts';

export const BATCH_MAX = 1000;
/** R$ 10 milhões: far above any till, well inside an integer column. */
export const MAX_CENTAVOS = 1_000_000_000;

const valor = z
  .number({ error: partnerMessages.invalidAmount })
  .int({ error: partnerMessages.invalidAmount })
  .min(1, { error: partnerMessages.invalidAmount })
  .max(MAX_CENTAVOS, { error: partnerMessages.invalidAmount });

const STORE_ID_MAX_LENGTH = 100;

/** A store's own id (body or path): one line of text, as every id is. */
const storeId = (field: string) =>
  trimmedText(
    partnerMessages.invalidStoreId(field),
    STORE_ID_MAX_LENGTH,
    partnerMessages.invalidStoreId(field),
    partnerMessages.storeIdCharacters(field),
  );

/** A purchase; `maxAgeMs` is PURCHASE_MAX_AGE (built once, when the partner API starts). */
export function compraSchema(maxAgeMs: number) {
  return payloadObject({
    cpf: cpfSchema,
    valor,
    dataHora: purchaseDateSchema(maxAgeMs),
    idCompraLoja: storeId('idCompraLoja'),
  }).describe(
    `Uma compra: CPF do cliente, valor em centavos, data e hora ISO 8601 com fuso. ${purchaseDateRule(maxAgeMs)}`,
  );
}

export type CompraContract = ReturnType<typeof compraSchema>;
export type CompraInput = z.output<CompraContract>;

/** Items are checked one by one (each answered on its own), so the batch accepts any array here. */
export const loteSchema = payloadObject({
  compras: z
    .array(z.unknown(), { error: partnerMessages.batchSize })
    .min(1, { error: partnerMessages.batchSize })
    .max(BATCH_MAX, { error: partnerMessages.batchSize })
    .describe(`De 1 a ${BATCH_MAX} compras, cada uma como em POST compras`),
});

export const resgateSchema = payloadObject({
  cpf: cpfSchema,
  valor,
  idResgateLoja: storeId('idResgateLoja'),
});

export type ResgateInput = z.output<typeof resgateSchema>;

export const idCompraParams = z.object({ id: storeId('id') });

export const compraResultSchema = z.object({
  idCompraLoja: z.string(),
  cashbackCentavos: z.number().int(),
  percentual: cashbackPercentSchema,
  /** The purchase's position in the customer's month (sets the rate). */
  posicaoNoMes: z.number().int(),
  /** The customer's level right after this purchase. */
  nivel: levelSchema,
  /** The rating page, '/avaliacao/<hash>', to print or send to the customer. */
  linkAvaliacao: z.string(),
  /** Whether the cashback is still in its carência or already available. */
  situacao: z.enum(['pendente', 'disponivel']),
  /** When the cashback is (or was) released: 00:00 São Paulo time, ISO 8601; null for a purchase
   * recorded before cashback matured (docs/decisions/0014-cashback-lifecycle.md). */
  liberaEm: z.string().nullable(),
});

export type CompraResult = z.infer<typeof compraResultSchema>;

export const loteItemSchema = z.object({
  indice: z.number().int(),
  idCompraLoja: z.string().nullable(),
  status: z.enum(['success', 'error']),
  responseCode: z.number().int(),
  message: z.string(),
  data: compraResultSchema.nullable(),
});

export const loteResultSchema = z.object({
  registradas: z.number().int(),
  repetidas: z.number().int(),
  comErro: z.number().int(),
  resultados: z.array(loteItemSchema),
});

export const cancelamentoResultSchema = z.object({
  idCompraLoja: z.string(),
  cashbackEstornadoCentavos: z.number().int(),
  canceladaEm: z.string(),
});

export const resgateResultSchema = z.object({
  idResgateLoja: z.string(),
  valorCentavos: z.number().int(),
  /** The available balance right after this redemption. */
  saldoCentavos: z.number().int(),
});

/** The data of a 422 for a redemption above the balance: what the customer can spend now. */
export const saldoInsuficienteSchema = z.object({
  saldoDisponivelCentavos: z.number().int().nonnegative(),
});

export type CancelamentoResult = z.infer<typeof cancelamentoResultSchema>;
export type ResgateResult = z.infer<typeof resgateResultSchema>;
