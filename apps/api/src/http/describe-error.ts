// Turns anything thrown while handling a request into the status and pt-BR message of the envelope
// (spec point 8; STYLE apps/api: one error handler, no 5xx details leaked).
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DecryptionError } from '@fidelidade/domain/crypto/aes-gcm';
import { apiMessages } from '@fidelidade/domain/messages';
import { firstMessage } from '@fidelidade/domain/validation/first-message';
import { ApiError } from './envelope.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

export interface DescribedError {
  statusCode: number;
  message: string;
  /** True when the cause is ours, not the client's: it must be logged. */
  unexpected: boolean;
  /** What the answer's data carries (an ApiError's), null for every other error. */
  data?: unknown;
}

const BY_FASTIFY_CODE: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: apiMessages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: apiMessages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: apiMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: apiMessages.invalidRequest },
};

const BY_STATUS: Record<number, string> = {
  401: apiMessages.unauthorized,
  404: apiMessages.routeNotFound,
  413: apiMessages.bodyTooLarge,
  415: apiMessages.unsupportedMediaType,
  429: apiMessages.tooManyRequests,
};

const isMissingFile = (error: unknown) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';

export function describeError(error: unknown): DescribedError {
  if (error instanceof ApiError) {
    const { statusCode, message, data } = error;
    return { statusCode, message, unexpected: false, data };
  }
  if (error instanceof DecryptionError) {
    return { statusCode: 400, message: apiMessages.undecryptable, unexpected: false };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({ message: issue.message ?? '' }));
    return { statusCode: 400, message: firstMessage({ issues }), unexpected: false };
  }
  // The only files a request reads are the ones it names (the apps' files, the legal documents): one
  // gone between the check that found it and its read, as when a deploy switches builds, is not found.
  if (isMissingFile(error)) {
    return { statusCode: 404, message: apiMessages.routeNotFound, unexpected: false };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, message: apiMessages.serviceUnavailable, unexpected: true };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' ? BY_FASTIFY_CODE[code] : undefined;
  if (known) return { ...known, unexpected: false };
  if (error instanceof SyntaxError && statusCode === 400) {
    return { statusCode: 400, message: apiMessages.malformedJson, unexpected: false };
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = BY_STATUS[statusCode] ?? apiMessages.invalidRequest;
    return { statusCode, message, unexpected: false };
  }
  return { statusCode: 500, message: apiMessages.internalError, unexpected: true };
}
