// How a customer's cashback credits are spent, reversed and released (DESIGN decision 15;
// docs/decisions/0014-cashback-lifecycle.md). Each purchase's cashback is one credit with what is left
// of it; the available balance is the sum of what is left of the available credits, and it never goes
// below zero: a reversal that finds the cashback already spent leaves a debt, which the next credits
// settle as they are released. The API applies these under the customer's balance lock.

/** What is left of one available credit, in the order it is spent (oldest expiry first). */
export interface CreditLeft {
  id: string;
  restanteCentavos: number;
}

export interface Take {
  id: string;
  centavos: number;
}

function assertCentavos(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} inválido: ${value}`);
}

/**
 * Takes `centavos` from the credits in the order given (oldest expiry first), each up to what is
 * left of it; `short` is what they could not cover.
 */
export function takeOldestFirst(
  credits: readonly CreditLeft[],
  centavos: number,
): { takes: Take[]; short: number } {
  assertCentavos(centavos, 'Valor');
  const takes: Take[] = [];
  let left = centavos;
  for (const credit of credits) {
    if (left === 0) break;
    const taken = Math.min(credit.restanteCentavos, left);
    if (taken > 0) takes.push({ id: credit.id, centavos: taken });
    left -= taken;
  }
  return { takes, short: left };
}

/** A released credit first settles the debt; the rest becomes available. */
export function settleOnRelease(
  creditedCentavos: number,
  debtCentavos: number,
): { paidCentavos: number; availableCentavos: number } {
  assertCentavos(creditedCentavos, 'Crédito');
  assertCentavos(debtCentavos, 'Débito');
  const paidCentavos = Math.min(creditedCentavos, debtCentavos);
  return { paidCentavos, availableCentavos: creditedCentavos - paidCentavos };
}

/** A purchase's credit as a cancellation finds it; undefined for a purchase recorded before credits. */
export interface CreditState {
  pending: boolean;
  creditadoCentavos: number;
  restanteCentavos: number;
  expiradoCentavos: number;
}

export interface Reversal {
  /** The cashback taken back: what was credited, less what already expired. */
  reversedCentavos: number;
  /** Taken from the pending balance (a credit still in its carência is simply removed). */
  fromPendingCentavos: number;
  /** Taken from what is left of the purchase's own credit. */
  fromCreditCentavos: number;
  /** Still to take: from the other available credits, oldest first, and what they lack becomes debt. */
  fromOthersCentavos: number;
}

/** How cancelling a purchase credited `cashbackCentavos` is paid for. */
export function reversalOf(cashbackCentavos: number, credit: CreditState | undefined): Reversal {
  assertCentavos(cashbackCentavos, 'Cashback');
  if (credit?.pending) {
    return {
      reversedCentavos: credit.creditadoCentavos,
      fromPendingCentavos: credit.creditadoCentavos,
      fromCreditCentavos: 0,
      fromOthersCentavos: 0,
    };
  }
  const reversedCentavos = credit
    ? credit.creditadoCentavos - credit.expiradoCentavos
    : cashbackCentavos;
  const fromCreditCentavos = Math.min(credit?.restanteCentavos ?? 0, reversedCentavos);
  return {
    reversedCentavos,
    fromPendingCentavos: 0,
    fromCreditCentavos,
    fromOthersCentavos: reversedCentavos - fromCreditCentavos,
  };
}
