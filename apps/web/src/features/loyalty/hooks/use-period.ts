// The statement's period lives in its address (`/extrato-fidelidade?meses=6`), so the filter modal
// returns a month by navigating and a reload or a shared link keeps it. Anything but 3, 6 or 12 reads
// as the default, 3 (spec point 9).
import {
  DEFAULT_LOYALTY_PERIOD,
  type LoyaltyPeriod,
  loyaltyPeriodSchema,
} from '@fidelidade/domain/contracts/filtro-fidelidade';
import { useSearchParams } from 'react-router';

export function periodFrom(value: string | null): LoyaltyPeriod {
  const parsed = loyaltyPeriodSchema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : DEFAULT_LOYALTY_PERIOD;
}

export function usePeriod(): LoyaltyPeriod {
  const [params] = useSearchParams();
  return periodFrom(params.get('meses'));
}

/** The statement's address for a period; the default period needs no parameter. */
export function statementPath(meses: LoyaltyPeriod): string {
  return meses === DEFAULT_LOYALTY_PERIOD
    ? '/extrato-fidelidade'
    : `/extrato-fidelidade?meses=${meses}`;
}
