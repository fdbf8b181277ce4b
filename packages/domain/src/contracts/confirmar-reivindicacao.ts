// POST confirmar_reivindicacao (DESIGN decision 19): the code sent by reivindicar_cpf; a right one
// proves the e-mail and records the claim for support (reivindicacoes_cpf). Answers null.
import { codeConfirmationSchema, type CodeConfirmationPayload } from './code-confirmation.ts';

export const confirmarReivindicacaoSchema = codeConfirmationSchema;

export type ConfirmarReivindicacaoPayload = CodeConfirmationPayload;
