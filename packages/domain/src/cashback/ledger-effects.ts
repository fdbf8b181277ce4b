// What a purchase and its cancellation do to a customer's cashback (DESIGN decisions 4 and 5). The
// credit depends on the non-cancelled purchases already recorded in the purchase's São Paulo month; the
// API asks here for the credit at each count a purchase may find, and its one SQL statement picks the
// one for the count it gets (apps/api/src/partner/purchase-statement.ts). A cancelled purchase no
// longer counts, so the purchases recorded after it take the place it left; how its cashback is
// taken back is in credits.ts.
import { cashbackFor, cashbackRate, type CashbackPercent, type ProgrammeRules } from './rules.ts';

export interface PurchaseCredit {
  /** 1-based position of the purchase among the month's non-cancelled purchases. */
  position: number;
  percent: CashbackPercent;
  cashbackCentavos: number;
}

/** The credit of a new purchase, given the month's non-cancelled purchases recorded before it. */
export function creditForPurchase(
  rules: ProgrammeRules,
  amountCentavos: number,
  nonCancelledBeforeInMonth: number,
): PurchaseCredit {
  if (!Number.isSafeInteger(nonCancelledBeforeInMonth) || nonCancelledBeforeInMonth < 0) {
    throw new RangeError(`Contagem inválida: ${nonCancelledBeforeInMonth}`);
  }
  const position = nonCancelledBeforeInMonth + 1;
  return {
    position,
    percent: cashbackRate(rules, position),
    cashbackCentavos: cashbackFor(rules, amountCentavos, position),
  };
}
