// Card expiry (spec point 5): MM/YY, where a year above 40 means 19xx, otherwise 20xx.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { CARD_EXPIRY_MASK } from '../masks/br-masks.ts';
import { trimmedText } from './required.ts';

export interface CardExpiry {
  /** 1 to 12. */
  month: number;
  /** Four digits. */
  year: number;
}

const EXPIRY_SHAPE = /^(\d{2})\/(\d{2})$/;

export function parseCardExpiry(value: string): CardExpiry | null {
  const match = EXPIRY_SHAPE.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const shortYear = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: shortYear > 40 ? 1900 + shortYear : 2000 + shortYear };
}

export const cardExpirySchema = trimmedText(
  validationMessages.required('validade'),
  CARD_EXPIRY_MASK.length,
  validationMessages.invalidCardExpiry,
).transform((value, ctx) => {
  const expiry = parseCardExpiry(value);
  if (expiry) return expiry;
  ctx.addIssue({ code: 'custom', message: validationMessages.invalidCardExpiry });
  return z.NEVER;
});
