// The console's sign-in, in two steps (docs/decisions/0017-operator-console.md): POST /sessao checks
// e-mail and password and sets a short-lived pre-session cookie; POST /sessao/totp checks the TOTP
// code (or a recovery code) and sets the session cookie. At the first sign-in the first step also
// hands out the TOTP secret and its QR code, and the second the recovery codes, once.
import { z } from 'zod';
import { painelMessages, validationMessages } from '../../messages.ts';
import { emailField } from '../../validation/email.ts';
import { defineCall } from '../call.ts';
import { payloadObject } from '../fields.ts';
import { OPERADOR_SENHA_MAX, operadorSchema } from './operador.ts';

export const entrarSchema = payloadObject({
  email: emailField(validationMessages.required('e-mail')),
  senha: z
    .string({ error: validationMessages.requiredPassword })
    .min(1, validationMessages.requiredPassword)
    .max(OPERADOR_SENHA_MAX, painelMessages.invalidCredentials),
});

export const entrarRespostaSchema = z.discriminatedUnion('etapa', [
  z.object({ etapa: z.literal('totp') }),
  z.object({
    etapa: z.literal('cadastro_totp'),
    /** Base32, for typing into the app when the QR code cannot be read. */
    segredo: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as a QR code, a `data:image/svg+xml` URL. */
    qrCode: z.string(),
  }),
]);

export type EntrarPayload = z.input<typeof entrarSchema>;
export type EntrarResposta = z.infer<typeof entrarRespostaSchema>;

export const entrarCall = defineCall({
  method: 'POST',
  path: '/sessao',
  body: entrarSchema,
  response: entrarRespostaSchema,
});

export const TOTP_DIGITS = 6;
/** The recovery codes' form: 10 characters of Crockford's base32, shown as two groups of 5. */
export const CODIGO_RECUPERACAO_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-?[0-9A-HJKMNP-TV-Z]{5}$/i;

export const totpSchema = payloadObject({
  codigo: z
    .string({ error: painelMessages.totpRequired })
    .trim()
    .regex(/^\d{6}$/, painelMessages.totpRequired)
    .optional(),
  codigoRecuperacao: z
    .string({ error: painelMessages.wrongRecoveryCode })
    .trim()
    .regex(CODIGO_RECUPERACAO_PATTERN, painelMessages.wrongRecoveryCode)
    .optional(),
}).refine(
  (body) => (body.codigo === undefined) !== (body.codigoRecuperacao === undefined),
  painelMessages.codeOrRecovery,
);

export const sessaoSchema = z.object({
  operador: operadorSchema,
  /** Sent back as the `x-csrf-token` header on every write. */
  csrf: z.string(),
});

export const totpRespostaSchema = sessaoSchema.extend({
  /** Only at enrolment, and only this once. */
  codigosRecuperacao: z.array(z.string()).optional(),
});

export type TotpPayload = z.input<typeof totpSchema>;
export type Sessao = z.infer<typeof sessaoSchema>;
export type TotpResposta = z.infer<typeof totpRespostaSchema>;

export const totpCall = defineCall({
  method: 'POST',
  path: '/sessao/totp',
  body: totpSchema,
  response: totpRespostaSchema,
});

export const sessaoCall = defineCall({ method: 'GET', path: '/sessao', response: sessaoSchema });

export const sairCall = defineCall({ method: 'DELETE', path: '/sessao', response: z.null() });

export const encerrarTodasCall = defineCall({
  method: 'POST',
  path: '/sessao/encerrar-todas',
  response: z.null(),
});

/** The header the console sends the CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
