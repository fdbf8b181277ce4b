// The masks the app's fields type through (lib/ui/masked-field.tsx hands the domain's patterns to
// imask) agree with the domain's mask functions the app shows stored values with: what a person types
// into the CPF, phone or date field reads exactly as the same value shown on My account, and the field
// never holds more than spec point 9's maximum length.
import * as br from '@fidelidade/domain/masks/br-masks';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { IMask } from 'react-imask';
import { describe, expect, it } from 'vitest';

/** What the field shows after a person types `typed` into it, key by key. */
function typedInto(mask: string, typed: string): string {
  const masked = IMask.createMask({ mask });
  for (const key of typed) masked.append(key, { input: true });
  return masked.value;
}

describe.each([
  {
    field: 'CPF',
    mask: br.CPF_MASK,
    show: br.maskCpf,
    max: br.CPF_MAX_LENGTH,
    full: generateCpf(),
  },
  {
    field: 'celular',
    mask: br.MOBILE_PHONE_MASK,
    show: br.maskMobilePhone,
    max: br.MOBILE_PHONE_MAX_LENGTH,
    full: '11987654321',
  },
  {
    field: 'data',
    mask: br.DATE_MASK,
    show: br.maskDate,
    max: br.DATE_MAX_LENGTH,
    full: '23111990',
  },
])('the $field field', ({ mask, show, max, full }) => {
  it('shows a whole value typed as digits as the app displays it', () => {
    expect(typedInto(mask, full)).toBe(show(full));
  });

  it('shows a value typed half-way as the app displays it', () => {
    for (const length of [1, 3, 4, 6, full.length - 1]) {
      const part = full.slice(0, length);
      expect(typedInto(mask, part)).toBe(show(part));
    }
  });

  it('stops at the maximum length of spec point 9', () => {
    const shown = typedInto(mask, `${full}999`);
    expect(shown).toHaveLength(max);
    expect(shown).toBe(show(full));
  });
});
