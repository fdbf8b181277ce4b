// The operators (administrador only): list, create (with the first password; TOTP is enrolled at the
// operator's first sign-in), update (name, role, store, active) and reset the access of one who lost
// both phone and recovery codes (a new password; TOTP enrolled again at the next sign-in).
import { z } from 'zod';
import { validationMessages } from '../../messages.ts';
import { emailField } from '../../validation/email.ts';
import { requiredText } from '../../validation/required.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { operadorSchema, operadorSenhaSchema } from './operador.ts';
import { paginaSchema, paginacaoQuerySchema } from './paginacao.ts';
import { papelSchema } from './papeis.ts';

export const OPERADOR_NOME_MAX = 120;

const lojaIdSchema = z
  .string({ error: validationMessages.invalidOption('lojaId') })
  .trim()
  .nullable()
  .optional();

/** Any text: an id that names no operator is a 404. */
const idParamsSchema = z.object({ id: z.string() });

export const criarOperadorSchema = payloadObject({
  nome: requiredText('nome', OPERADOR_NOME_MAX),
  email: emailField(validationMessages.required('e-mail')),
  papel: papelSchema,
  lojaId: lojaIdSchema,
  senha: operadorSenhaSchema,
});

export const atualizarOperadorSchema = payloadObject({
  nome: requiredText('nome', OPERADOR_NOME_MAX),
  papel: papelSchema,
  lojaId: lojaIdSchema,
  ativo: z.boolean({ error: validationMessages.invalidOption('ativo') }),
});

export const redefinirAcessoSchema = payloadObject({ senha: operadorSenhaSchema });

export type CriarOperadorPayload = z.input<typeof criarOperadorSchema>;
export type AtualizarOperadorPayload = z.input<typeof atualizarOperadorSchema>;
export type RedefinirAcessoPayload = z.input<typeof redefinirAcessoSchema>;

export const operadoresSchema = paginaSchema(operadorSchema);

export const operadoresCall = defineCall({
  method: 'GET',
  path: '/operadores',
  query: paginacaoQuerySchema,
  response: operadoresSchema,
});

/** One operator, for the console's edit form. */
export const operadorCall = defineCall({
  method: 'GET',
  path: '/operadores/:id',
  params: idParamsSchema,
  response: operadorSchema,
});

export const criarOperadorCall = defineCall({
  method: 'POST',
  path: '/operadores',
  body: criarOperadorSchema,
  response: operadorSchema,
  successCode: 201,
});

export const atualizarOperadorCall = defineCall({
  method: 'PUT',
  path: '/operadores/:id',
  params: idParamsSchema,
  body: atualizarOperadorSchema,
  response: operadorSchema,
});

export const redefinirAcessoCall = defineCall({
  method: 'POST',
  path: '/operadores/:id/acesso',
  params: idParamsSchema,
  body: redefinirAcessoSchema,
  response: operadorSchema,
});
