// The console's actions on a customer's account (DESIGN decision 20): end their sessions, deactivate
// or reactivate the account, erase it (the customer's own LGPD erasure) and export their data (the
// document meus_dados gives the customer). Each takes the operator's reason, which the audit trail
// keeps beside the action.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { meusDadosSchema } from '../meus-dados.ts';
import { clienteParamsSchema, comMotivoSchema } from './motivo.ts';

export const sessoesEncerradasSchema = z.object({
  /** How many live sessions the action ended. */
  encerradas: z.number().int().nonnegative(),
});
export type SessoesEncerradas = z.infer<typeof sessoesEncerradasSchema>;

export const contaAtivaSchema = z.object({ ativo: z.boolean() });
export type ContaAtiva = z.infer<typeof contaAtivaSchema>;

export const clienteEncerrarSessoesCall = defineCall({
  method: 'POST',
  path: '/clientes/:id/encerrar-sessoes',
  params: clienteParamsSchema,
  body: comMotivoSchema,
  response: sessoesEncerradasSchema,
});

export const clienteDesativarCall = defineCall({
  method: 'POST',
  path: '/clientes/:id/desativar',
  params: clienteParamsSchema,
  body: comMotivoSchema,
  response: contaAtivaSchema,
});

export const clienteReativarCall = defineCall({
  method: 'POST',
  path: '/clientes/:id/reativar',
  params: clienteParamsSchema,
  body: comMotivoSchema,
  response: contaAtivaSchema,
});

/** The answer's data is null: nothing of the customer is left to show. */
export const clienteExcluirCall = defineCall({
  method: 'POST',
  path: '/clientes/:id/excluir',
  params: clienteParamsSchema,
  body: comMotivoSchema,
  response: z.null(),
});

/** The customer's data as meus_dados gives it to them; the console saves it as a .json file. */
export const clienteDadosCall = defineCall({
  method: 'POST',
  path: '/clientes/:id/dados',
  params: clienteParamsSchema,
  body: comMotivoSchema,
  response: meusDadosSchema,
});
