// Money is integer centavos everywhere (DESIGN: storage and scale); shown as BRL in pt-BR.

function assertCentavos(centavos: number): void {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Centavos inteiros: ${centavos}`);
}

/**
 * 150 → 'R$ 1,50', exactly as Intl.NumberFormat('pt-BR', BRL) writes it (a no-break space after the
 * symbol, the sign before it), but without Intl: creating that formatter loads the locale's data, and
 * the home screen's level examples format money while the app starts (total blocking time).
 */
export function formatBrl(centavos: number): string {
  assertCentavos(centavos);
  const amount = Math.abs(centavos);
  const reais = String(Math.floor(amount / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const cents = String(amount % 100).padStart(2, '0');
  return `${centavos < 0 ? '-' : ''}R$\u00a0${reais},${cents}`;
}

// 'R$ 1.234,56', '1234,56', '30', '0,5': thousands with dots or none, up to two decimals after a comma.
const BRL_TEXT = /^(?:R\$)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** Typed or formatted reais to centavos, without floating point; null when it is not an amount. */
export function parseBrl(text: string): number | null {
  const match = BRL_TEXT.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!match) return null;
  const reais = Number((match[1] ?? '').replace(/\./g, ''));
  const centavos = Number((match[2] ?? '').padEnd(2, '0'));
  const total = reais * 100 + centavos;
  return Number.isSafeInteger(total) ? total : null;
}
