// POST valida_codigo_app, recovery step 3 (spec point 7; code format: DESIGN decision 3).
import { codeConfirmationSchema, type CodeConfirmationPayload } from './code-confirmation.ts';

export const validaCodigoAppSchema = codeConfirmationSchema;

export type ValidaCodigoAppPayload = CodeConfirmationPayload;
