// DELETE cliente (spec point 7; DESIGN decision 7): erase the person's data for good (LGPD).
import type { z } from 'zod';
import { jwtPayloadSchema } from './fields.ts';

export const clienteDeleteSchema = jwtPayloadSchema;
export type ClienteDeletePayload = z.input<typeof clienteDeleteSchema>;
