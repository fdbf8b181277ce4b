// The statement's months (DESIGN decision 6): a period of 3, 6 or 12 São Paulo calendar months ending
// with the current one. Months are 'YYYY-MM' keys, which sort as text.

/** The month `offset` months after `mes` (negative: before). */
export function addMonths(mes: string, offset: number): string {
  const [year, month] = mes.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `current`, oldest first. */
export function periodMonths(current: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}
