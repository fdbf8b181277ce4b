// The loyalty statement period (spec points 3 and 9; DESIGN decision 6): 3, 6 or 12 months, default 3.
import { z } from 'zod';
import { validationMessages } from '../messages.ts';

export const LOYALTY_PERIODS = [3, 6, 12] as const;
export type LoyaltyPeriod = (typeof LOYALTY_PERIODS)[number];
export const DEFAULT_LOYALTY_PERIOD: LoyaltyPeriod = 3;

/** Months as a number or a query-string digit string. */
export const loyaltyPeriodSchema = z.coerce
  .number({ error: validationMessages.invalidPeriod })
  .pipe(z.literal(LOYALTY_PERIODS, { error: validationMessages.invalidPeriod }));
