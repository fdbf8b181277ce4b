// Pure mask functions behind the input masks of spec point 5. A pattern uses imask's notation ('0' is a
// digit, anything else a literal), so the web can hand the same pattern to react-imask.

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Lays the digits of `value` over `pattern`; literals appear only once a digit follows them. */
export function applyMask(value: string, pattern: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') {
      out += digits.charAt(next);
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}
