import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '../../src/contracts/envelope.ts';
import { extratoQuerySchema } from '../../src/contracts/extrato.ts';
import {
  DEFAULT_LOYALTY_PERIOD,
  loyaltyPeriodSchema,
} from '../../src/contracts/filtro-fidelidade.ts';
import { messagesOf, parsed } from '../support/parse.ts';

describe('envelopeSchema', () => {
  const schema = envelopeSchema(z.object({ id: z.number() }).nullable());

  it('wraps any data shape in {status, message, data, responseCode}', () => {
    const body = { status: 'success', message: 'Ok', data: { id: 1 }, responseCode: 200 };
    expect(parsed(schema, body)).toEqual(body);
    expect(
      parsed(schema, { ...body, status: 'error', data: null, responseCode: 400 }).data,
    ).toBeNull();
  });

  it('rejects an unknown status or a missing field', () => {
    expect(
      schema.safeParse({ status: 'ok', message: '', data: null, responseCode: 200 }).success,
    ).toBe(false);
    expect(schema.safeParse({ status: 'success', data: null, responseCode: 200 }).success).toBe(
      false,
    );
  });
});

describe('loyalty filter (3, 6 or 12 months; default 3)', () => {
  it('takes the three periods as numbers or query strings', () => {
    expect([3, '6', '12'].map((value) => parsed(loyaltyPeriodSchema, value))).toEqual([3, 6, 12]);
    expect(parsed(extratoQuerySchema, {})).toEqual({ meses: DEFAULT_LOYALTY_PERIOD });
  });

  it.each([0, 4, '24', 'três', ''])('refuses %j', (value) => {
    expect(messagesOf(extratoQuerySchema, { meses: value })).toEqual(['Escolha 3, 6 ou 12 meses.']);
  });
});
