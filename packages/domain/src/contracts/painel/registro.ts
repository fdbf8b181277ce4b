// The data-protection register (administrador only; docs/decisions/0020-data-protection-register.md):
// every download of a customer's data, erasure and deactivation, in the app or in the console, searched
// by type, channel, São Paulo days and the person's CPF (hashed by the server, never stored), and the
// same search as a CSV file for a spreadsheet.
import { z } from 'zod';
import { consoleRegisterMessages, validationMessages } from '../../messages.ts';
import { cpfField } from '../../validation/cpf.ts';
import { defineCall } from '../call.ts';
import { diaFiltroSchema } from './dia.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';

export const TIPOS_REGISTRO = ['download', 'exclusao', 'desativacao'] as const;
export const CANAIS_REGISTRO = ['app', 'painel'] as const;
export type TipoRegistro = (typeof TIPOS_REGISTRO)[number];
export type CanalRegistro = (typeof CANAIS_REGISTRO)[number];

export const registroFiltroSchema = z.object({
  tipo: z.enum(TIPOS_REGISTRO, { error: consoleRegisterMessages.invalidType }).optional(),
  canal: z.enum(CANAIS_REGISTRO, { error: consoleRegisterMessages.invalidChannel }).optional(),
  de: diaFiltroSchema,
  ate: diaFiltroSchema,
  /** The person's CPF, masked or bare: the server filters by its hash. */
  cpf: cpfField(validationMessages.invalidCpf).optional(),
});

export const registroQuerySchema = paginacaoQuerySchema.extend(registroFiltroSchema.shape);

export const registroItemSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_REGISTRO),
  canal: z.enum(CANAIS_REGISTRO),
  operadorId: z.string().nullable(),
  /** The operator's name now; null in the app, or when the id names no operator any more. */
  operadorNome: z.string().nullable(),
  ocorridoEm: z.string(),
  /** The account's id; null on an erasure, and on every row of a person erased since. */
  clienteId: z.string().nullable(),
  /** The keyed hash of the person's CPF; null for an account that held none. */
  cpfHash: z.string().nullable(),
});

export type RegistroFiltro = z.infer<typeof registroFiltroSchema>;
export type RegistroProtecaoDados = z.infer<typeof registroItemSchema>;

export const registroCall = defineCall({
  method: 'GET',
  path: '/registro-protecao-dados',
  query: registroQuerySchema,
  response: paginaSchema(registroItemSchema),
});

/** Answers `text/csv`, not the envelope: `response` is the file's text. */
export const exportarRegistroCall = defineCall({
  method: 'GET',
  path: '/registro-protecao-dados/exportar',
  query: registroFiltroSchema,
  response: z.string(),
});
