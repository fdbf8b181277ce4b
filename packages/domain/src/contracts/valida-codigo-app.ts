// POST valida_codigo_app, recovery step 3 (spec point 7; code format: DESIGN decision 3).
import type { z } from 'zod';
import { recoveryCodeSchema } from '../validation/recovery-code.ts';
import { jwtSchema, payloadObject } from './fields.ts';

export const verifyCodeSchema = payloadObject({
  jwt: jwtSchema,
  codigo: recoveryCodeSchema,
});

export type VerifyCodePayload = z.input<typeof verifyCodeSchema>;
