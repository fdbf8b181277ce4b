// An operator of the console, and the rules of an operator's password: at least 12 characters
// (OPERADOR_SENHA_MIN); the API also refuses one an offline strength check with a Portuguese
// dictionary scores weak (apps/api/src/painel/password-strength.ts).
import { z } from 'zod';
import { painelMessages, validationMessages } from '../../messages.ts';
import { unlessEmpty } from '../../validation/required.ts';
import { papelSchema } from './papeis.ts';

export const OPERADOR_SENHA_MIN = 12;
export const OPERADOR_SENHA_MAX = 128;

export const operadorSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  papel: papelSchema,
  lojaId: z.string().nullable(),
  ativo: z.boolean(),
  totpAtivo: z.boolean(),
  criadoEm: z.string(),
});

export type Operador = z.infer<typeof operadorSchema>;

/** A new operator's password; untrimmed, since a space may be part of it. */
export const operadorSenhaSchema = z
  .string({ error: validationMessages.requiredPassword })
  .min(1, validationMessages.requiredPassword)
  .max(OPERADOR_SENHA_MAX, painelMessages.passwordTooLong(OPERADOR_SENHA_MAX))
  .refine(
    unlessEmpty((value) => value.length >= OPERADOR_SENHA_MIN),
    painelMessages.passwordTooShort(OPERADOR_SENHA_MIN),
  );
