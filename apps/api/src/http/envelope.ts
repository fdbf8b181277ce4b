// The response envelope of every call (spec point 3): {status, message, data, responseCode}, with
// responseCode equal to the HTTP status (docs/decisions/0001-payload-envelope.md).
import { z } from 'zod';
import { envelopeSchema, type Envelope } from '@fidelidade/domain/contracts/envelope';

export function success<T>(message: string, data: T, responseCode = 200): Envelope<T> {
  return { status: 'success', message, data, responseCode };
}

export function failure(message: string, responseCode: number): Envelope<null> {
  return { status: 'error', message, data: null, responseCode };
}

/** What every error answer looks like; routes list it for their 4xx and 5xx responses. */
export const errorEnvelope = envelopeSchema(z.null()).describe('Erro, com a mensagem em pt-BR');

/** The response schemas of a route: its success envelope plus the error envelope. */
export function responses<T extends z.ZodType>(data: T, successCode: 200 | 201 = 200) {
  return { [successCode]: envelopeSchema(data), '4xx': errorEnvelope, '5xx': errorEnvelope };
}

/** An error whose status and pt-BR message go to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
