// Small field schemas several calls share: the session token and the 1/0 flags of spec point 3.
import { z } from 'zod';
import { apiMessages, validationMessages } from '../messages.ts';
import { trimmedText } from '../validation/required.ts';

/** Generous for a signed JWT, yet bounded. A missing token reads as an expired session (spec 8). */
export const JWT_MAX_LENGTH = 4096;

export const jwtSchema = trimmedText(
  apiMessages.unauthorized,
  JWT_MAX_LENGTH,
  apiMessages.unauthorized,
);

/** Bodies that carry only the token (inativar_conta, DELETE cliente). */
export const jwtPayloadSchema = payloadObject({ jwt: jwtSchema });

/** A 1/0 flag, as the spec's notification fields are. */
export function flagSchema(field: string) {
  return z.literal([0, 1], { error: validationMessages.invalidOption(field) });
}

export type Flag = 0 | 1;

/** A request body object; anything that is not an object at all gets the envelope's pt-BR text. */
export function payloadObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: apiMessages.invalidRequest });
}
