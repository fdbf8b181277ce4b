// DESIGN decision 4 (spec point 9): cashback counts per calendar month in São Paulo. The 1st and 2nd
// purchase of the month earn 5%, the 3rd 10%, the 4th and later 15%; amounts round half up to the
// centavo. The level shown is 1 below 2 purchases this month, 2 with 2 or 3, 3 with 4 or more.

export type CashbackPercent = 5 | 10 | 15;
export type Level = 1 | 2 | 3;

function assertPositiveInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${what} inválido: ${value}`);
}

function assertCount(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Contagem inválida: ${value}`);
}

/** The percent a purchase earns, by its 1-based position among the customer's purchases this month. */
export function cashbackRate(purchaseIndexInMonth: number): CashbackPercent {
  assertPositiveInteger(purchaseIndexInMonth, 'Índice da compra');
  if (purchaseIndexInMonth <= 2) return 5;
  if (purchaseIndexInMonth === 3) return 10;
  return 15;
}

/** Cashback in centavos for a purchase of `amountCentavos`, rounded half up to the centavo. */
export function cashbackFor(amountCentavos: number, purchaseIndexInMonth: number): number {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos < 0) {
    throw new RangeError(`Valor inválido: ${amountCentavos}`);
  }
  // Integer arithmetic: amount × percent is exact, and +50 then floor-divide by 100 is half up.
  return Math.floor((amountCentavos * cashbackRate(purchaseIndexInMonth) + 50) / 100);
}

/** The level shown for the number of purchases made this month. */
export function levelFor(purchasesThisMonth: number): Level {
  assertCount(purchasesThisMonth);
  if (purchasesThisMonth < 2) return 1;
  if (purchasesThisMonth < 4) return 2;
  return 3;
}

/** Purchases this month still needed to reach the next level; 0 at the top level. */
export function purchasesToNextLevel(purchasesThisMonth: number): number {
  const level = levelFor(purchasesThisMonth);
  if (level === 3) return 0;
  return (level === 1 ? 2 : 4) - purchasesThisMonth;
}
