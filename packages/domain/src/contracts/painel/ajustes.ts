// Manual cashback adjustments (docs/decisions/0018-manual-adjustments.md): an operator credits or
// debits a customer's available cashback with an internal reason (the audit trail's) and a public one
// (the customer's statement shows it as "Ajuste"). Up to the approval threshold
// (ADJUSTMENT_APPROVAL_THRESHOLD) it applies at once; above it, it waits for a different financeiro or
// administrador to approve it. A debit above the available balance is refused with 422 and
// `saldoInsuficienteSchema`, at creation and again at approval.
import { z } from 'zod';
import { formatBrl } from '../../money.ts';
import { consoleAdjustmentMessages, consoleCustomerMessages } from '../../messages.ts';
import { singleLineText } from '../../validation/required.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { clienteParamsSchema, comMotivoSchema, motivoSchema } from './motivo.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

export const AJUSTE_TIPOS = ['credito', 'debito'] as const;
export type AjusteTipo = (typeof AJUSTE_TIPOS)[number];

export const AJUSTE_ESTADOS = ['aguardando_aprovacao', 'aplicado', 'rejeitado'] as const;
export type AjusteEstado = (typeof AJUSTE_ESTADOS)[number];

export const AJUSTE_VALOR_MIN = 1;
/** R$ 1.000.000,00: far above any real adjustment, and within the ledger's integer column. */
export const AJUSTE_VALOR_MAX = 100_000_000;

export const MOTIVO_PUBLICO_MIN = 3;
/** As the ajustes.motivo_publico column allows; short enough for a statement line. */
export const MOTIVO_PUBLICO_MAX = 120;

const invalidAmount = consoleAdjustmentMessages.invalidAmount(formatBrl(AJUSTE_VALOR_MAX));

export const motivoPublicoSchema = singleLineText(MOTIVO_PUBLICO_MAX, {
  empty: consoleAdjustmentMessages.publicReasonRequired,
  tooLong: consoleAdjustmentMessages.publicReasonTooLong(MOTIVO_PUBLICO_MAX),
  badCharacter: consoleAdjustmentMessages.publicReasonCharacters,
})
  .min(1, consoleAdjustmentMessages.publicReasonRequired)
  .min(MOTIVO_PUBLICO_MIN, consoleAdjustmentMessages.publicReasonTooShort(MOTIVO_PUBLICO_MIN));

export const ajusteNovoSchema = payloadObject({
  tipo: z.enum(AJUSTE_TIPOS, { error: consoleAdjustmentMessages.invalidType }),
  valorCentavos: z
    .number({ error: invalidAmount })
    .int({ error: invalidAmount })
    .min(AJUSTE_VALOR_MIN, { error: invalidAmount })
    .max(AJUSTE_VALOR_MAX, { error: invalidAmount }),
  /** Internal: the audit trail keeps it; the customer never sees it. */
  motivo: motivoSchema,
  /** What the customer's statement shows beside "Ajuste". */
  motivoPublico: motivoPublicoSchema,
});
export type AjusteNovo = z.infer<typeof ajusteNovoSchema>;

const operadorRefSchema = z.object({ id: z.string(), nome: z.string() });

export const ajusteSchema = z.object({
  id: z.uuid(),
  clienteId: z.uuid(),
  tipo: z.enum(AJUSTE_TIPOS),
  valorCentavos: z.number().int().positive(),
  motivo: z.string(),
  motivoPublico: z.string(),
  estado: z.enum(AJUSTE_ESTADOS),
  criadoPor: operadorRefSchema,
  /** ISO 8601. */
  criadoEm: z.string(),
  decididoPor: operadorRefSchema.nullable(),
  /** ISO 8601, or null while it waits (one applied at creation is decided when created). */
  decididoEm: z.string().nullable(),
});
export type Ajuste = z.infer<typeof ajusteSchema>;

/** The 422's data when a debit is above what the customer has available. */
export const saldoInsuficienteSchema = z.object({
  saldoDisponivelCentavos: z.number().int().nonnegative(),
});

export const ajustesQuerySchema = paginacaoQuerySchema.extend({
  estado: z.enum(AJUSTE_ESTADOS, { error: consoleAdjustmentMessages.invalidState }).optional(),
  clienteId: z.uuid({ error: consoleCustomerMessages.invalidCustomerId }).optional(),
});
export type AjustesQuery = z.infer<typeof ajustesQuerySchema>;

export const ajusteParamsSchema = z.object({
  id: z.uuid({ error: consoleAdjustmentMessages.invalidAdjustmentId }),
});

export const ajusteCriarCall = defineCall({
  method: 'POST',
  path: '/clientes/:id/ajustes',
  params: clienteParamsSchema,
  body: ajusteNovoSchema,
  response: ajusteSchema,
  successCode: 201,
});

/** Newest first. */
export const ajustesListaCall = defineCall({
  method: 'GET',
  path: '/ajustes',
  query: ajustesQuerySchema,
  response: paginaSchema(ajusteSchema),
});

export const ajusteAprovarCall = defineCall({
  method: 'POST',
  path: '/ajustes/:id/aprovar',
  params: ajusteParamsSchema,
  body: comMotivoSchema,
  response: ajusteSchema,
});

export const ajusteRejeitarCall = defineCall({
  method: 'POST',
  path: '/ajustes/:id/rejeitar',
  params: ajusteParamsSchema,
  body: comMotivoSchema,
  response: ajusteSchema,
});
