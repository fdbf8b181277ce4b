// POST confirmar_contato (DESIGN decision 19): the session's code for its open confirmation. It proves
// the current address, or applies the new one PUT cliente named; answers the Cliente either way.
import { codeConfirmationSchema, type CodeConfirmationPayload } from './code-confirmation.ts';
import { defineCall } from './call.ts';
import { clienteSchema } from './cliente.ts';
import { clienteCreateConflictSchema } from './cliente-create.ts';

export const confirmarContatoSchema = codeConfirmationSchema;

export type ConfirmarContatoPayload = CodeConfirmationPayload;

export const confirmarContatoCall = defineCall({
  method: 'POST',
  path: '/confirmar_contato',
  body: confirmarContatoSchema,
  response: clienteSchema,
  conflict: clienteCreateConflictSchema,
});
