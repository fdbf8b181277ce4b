import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessage } from '../../src/validation/first-message.ts';
import { nameSchema } from '../../src/validation/name.ts';
import { emailSchema } from '../../src/validation/email.ts';

describe('firstMessage', () => {
  it("gives the first field's pt-BR message, in field order", () => {
    const form = z.object({ nome: nameSchema, email: emailSchema });
    const result = form.safeParse({ nome: '', email: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstMessage(result.error)).toBe('O campo nome é obrigatório!');
  });

  it('falls back to the generic request text when there is no issue', () => {
    expect(firstMessage({ issues: [] })).toBe('Requisição inválida.');
  });
});
