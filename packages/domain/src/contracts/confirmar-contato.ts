// POST confirmar_contato (DESIGN decision 19): the session's code for its open confirmation. It proves
// the current address, or applies the new one PUT cliente named; answers the Cliente either way.
import { codeConfirmationSchema, type CodeConfirmationPayload } from './code-confirmation.ts';

export const confirmarContatoSchema = codeConfirmationSchema;

export type ConfirmarContatoPayload = CodeConfirmationPayload;
