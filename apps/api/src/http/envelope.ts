// The response envelope of every call (spec point 3): {status, message, data, responseCode}, with
// responseCode equal to the HTTP status (docs/decisions/0001-payload-envelope.md).
import { z } from 'zod';
import { envelopeSchema, type Envelope } from '@fidelidade/domain/contracts/envelope';

export function success<T>(message: string, data: T, responseCode = 200): Envelope<T> {
  return { status: 'success', message, data, responseCode };
}

/** An error answer; `data` says more where a screen acts on it (which field a 409 is about). */
export function failure<T = null>(
  message: string,
  responseCode: number,
  data?: T,
): Envelope<T | null> {
  return { status: 'error', message, data: data ?? null, responseCode };
}

/** What every error answer looks like; routes list it for their 4xx and 5xx responses. */
export const errorEnvelope = envelopeSchema(z.null()).describe('Erro, com a mensagem em pt-BR');

/** The response schemas of a route: its success envelope plus the error envelope. */
export function responses<T extends z.ZodType>(data: T, successCode: 200 | 201 = 200) {
  return { [successCode]: envelopeSchema(data), '4xx': errorEnvelope, '5xx': errorEnvelope };
}

/**
 * The same, for a route whose 409 may carry data (`conflict`, or null for a 409 that carries none):
 * the status's own schema wins over '4xx', so the answer is checked and documented with its data.
 */
export function responsesWithConflict<T extends z.ZodType, C extends z.ZodType>(
  data: T,
  conflict: C,
  successCode: 200 | 201 = 200,
) {
  const conflictEnvelope = envelopeSchema(conflict.nullable()).describe(
    'Conflito, com a mensagem em pt-BR e, em data, o que conflitou',
  );
  return {
    [successCode]: envelopeSchema(data),
    409: conflictEnvelope,
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  };
}

/** An error whose status, pt-BR message and data (null unless given) go to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
