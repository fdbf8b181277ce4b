// The body of every call that checks a one-time code (DESIGN decision 3): the token the code belongs
// to (a recovery, a session or a CPF claim) and the code as typed.
import type { z } from 'zod';
import { recoveryCodeSchema } from '../validation/recovery-code.ts';
import { jwtSchema, payloadObject } from './fields.ts';

export const codeConfirmationSchema = payloadObject({
  jwt: jwtSchema,
  codigo: recoveryCodeSchema,
});

export type CodeConfirmationPayload = z.input<typeof codeConfirmationSchema>;
