// Counts of purchases written out in the programme's texts ('duas compras', 'a terceira compra'):
// feminine, as 'compra' is; digits from eleven on.
const CARDINALS = ['uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
const ORDINALS = [
  'primeira',
  'segunda',
  'terceira',
  'quarta',
  'quinta',
  'sexta',
  'sétima',
  'oitava',
  'nona',
  'décima',
];

/** 2 → 'duas', 11 → '11'. */
export function cardinalWord(count: number): string {
  return CARDINALS[count - 1] ?? String(count);
}

/** 3 → 'terceira', 11 → '11ª'. */
export function ordinalWord(position: number): string {
  return ORDINALS[position - 1] ?? `${position}ª`;
}

/** 'quatro' → 'Quatro', for the start of a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
