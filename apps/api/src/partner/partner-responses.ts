// Response schemas and the reply of partner routes: 201 when something was recorded, 200 for an
// idempotent repeat, the error envelope otherwise.
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema } from '@fidelidade/domain/contracts/envelope';
import { errorEnvelope, success } from '../http/envelope.ts';
import type { Outcome } from './outcome.ts';

export function partnerResponses<T extends z.ZodType>(data: T) {
  const envelope = envelopeSchema(data);
  return { 200: envelope, 201: envelope, '4xx': errorEnvelope, '5xx': errorEnvelope };
}

export function sendOutcome<T>(reply: FastifyReply, outcome: Outcome<T>) {
  return reply
    .code(outcome.statusCode)
    .send(success(outcome.message, outcome.data, outcome.statusCode));
}

export const PARTNER_TAG = 'parceiro';
export const PARTNER_SECURITY = [{ chaveLoja: [] }];
