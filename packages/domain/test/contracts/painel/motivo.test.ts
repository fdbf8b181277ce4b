import { describe, expect, it } from 'vitest';
import {
  comMotivoSchema,
  clienteParamsSchema,
  MOTIVO_MAX,
} from '../../../src/contracts/painel/motivo.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the reason of a console action', () => {
  it('is required, trimmed, and says so in Portuguese', () => {
    expect(messageOf(comMotivoSchema.safeParse({}))).toBe('Informe o motivo.');
    expect(messageOf(comMotivoSchema.safeParse({ motivo: '   ' }))).toBe('Informe o motivo.');
    expect(comMotivoSchema.parse({ motivo: '  Pedido do cliente  ' })).toEqual({
      motivo: 'Pedido do cliente',
    });
  });

  it('needs a few words and fits the trail', () => {
    expect(messageOf(comMotivoSchema.safeParse({ motivo: 'ok' }))).toBe(
      'Descreva o motivo com pelo menos 5 caracteres.',
    );
    expect(messageOf(comMotivoSchema.safeParse({ motivo: 'x'.repeat(MOTIVO_MAX + 1) }))).toBe(
      'O motivo deve ter no máximo 500 caracteres.',
    );
  });

  it('names a customer by a UUID only', () => {
    expect(messageOf(clienteParamsSchema.safeParse({ id: '12345678901' }))).toBe(
      'Identificador de cliente inválido.',
    );
  });
});
