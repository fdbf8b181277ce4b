// POST logout (spec point 4; DESIGN decision 8): ends the session of the token in the Authorization
// header. The app sends no body; a {jwt} body is still accepted. Answers null.
import { z } from 'zod';
import { apiMessages } from '../messages.ts';
import { defineCall } from './call.ts';
import { jwtSchema } from './fields.ts';

// Absent (undefined, or null for a request without a content type) when there is no body.
export const logoutSchema = z
  .object({ jwt: jwtSchema.optional() }, { error: apiMessages.invalidRequest })
  .nullish();

export type LogoutPayload = z.input<typeof logoutSchema>;

export const logoutCall = defineCall({
  method: 'POST',
  path: '/logout',
  body: logoutSchema,
  response: z.null(),
});
