// The response envelope of every call (spec point 3; docs/decisions/0001-payload-envelope.md):
// {status, message, data, responseCode}, responseCode equal to the HTTP status.
import { z } from 'zod';

export const RESPONSE_STATUSES = ['success', 'error'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.enum(RESPONSE_STATUSES),
    message: z.string(),
    data,
    responseCode: z.number().int(),
  });
}

export interface Envelope<T> {
  status: ResponseStatus;
  message: string;
  data: T;
  responseCode: number;
}
