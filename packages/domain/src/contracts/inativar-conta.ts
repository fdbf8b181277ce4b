// POST inativar_conta (spec point 7; DESIGN decision 7): deactivate, reversible by logging in again.
import type { z } from 'zod';
import { jwtPayloadSchema } from './fields.ts';

export const inativarContaSchema = jwtPayloadSchema;
export type InativarContaPayload = z.input<typeof inativarContaSchema>;
