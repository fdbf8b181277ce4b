// The audit trail (administrador only): a search with filters and paging, and the same search as a
// CSV file (UTF-8 with BOM, `;`, dates dd/mm/aaaa HH:mm in São Paulo time) for a spreadsheet.
import { z } from 'zod';
import { painelMessages } from '../../messages.ts';
import { defineCall } from '../call.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

const optionalFilter = (field: string) =>
  z
    .string({ error: painelMessages.invalidFilter(field) })
    .trim()
    .max(100, { error: painelMessages.invalidFilter(field) })
    .optional();
/** A São Paulo calendar day; `de` counts from its start, `ate` up to its end. */
export const dayFilter = z
  .string({ error: painelMessages.invalidDate })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, painelMessages.invalidDate)
  .optional();

export const auditoriaFiltroSchema = z.object({
  operadorId: optionalFilter('operadorId'),
  acao: optionalFilter('acao'),
  entidade: optionalFilter('entidade'),
  registroId: optionalFilter('registroId'),
  de: dayFilter,
  ate: dayFilter,
});

export const auditoriaQuerySchema = paginacaoQuerySchema.extend(auditoriaFiltroSchema.shape);

export const auditoriaItemSchema = z.object({
  id: z.number().int(),
  operadorId: z.string().nullable(),
  /** The operator's name now; null when the id names no operator. */
  operadorNome: z.string().nullable(),
  acao: z.string(),
  entidade: z.string(),
  registroId: z.string().nullable(),
  ip: z.string().nullable(),
  criadoEm: z.string(),
  /** The reason the operator gave, for the actions that ask one. */
  motivo: z.string().nullable(),
});

export type AuditoriaFiltro = z.infer<typeof auditoriaFiltroSchema>;
export type Auditoria = z.infer<typeof auditoriaItemSchema>;

export const auditoriaCall = defineCall({
  method: 'GET',
  path: '/auditoria',
  query: auditoriaQuerySchema,
  response: paginaSchema(auditoriaItemSchema),
});

/** Answers `text/csv`, not the envelope: `response` is the file's text. */
export const exportarAuditoriaCall = defineCall({
  method: 'GET',
  path: '/auditoria/exportar',
  query: auditoriaFiltroSchema,
  response: z.string(),
});
