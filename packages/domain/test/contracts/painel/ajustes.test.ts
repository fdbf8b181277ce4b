import { describe, expect, it } from 'vitest';
import {
  AJUSTE_VALOR_MAX,
  ajusteNovoSchema,
  ajustesQuerySchema,
  MOTIVO_PUBLICO_MAX,
} from '../../../src/contracts/painel/ajustes.ts';
import {
  lojaAvaliacoesQuerySchema,
  lojaComprasQuerySchema,
} from '../../../src/contracts/painel/lojas-vendas.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const valid = {
  tipo: 'credito',
  valorCentavos: 1500,
  motivo: 'Compra não registrada pela loja',
  motivoPublico: 'Compensação de compra',
};

describe('a new adjustment', () => {
  it('takes a credit or a debit in whole centavos, trimmed reasons', () => {
    expect(ajusteNovoSchema.parse({ ...valid, motivoPublico: '  Bônus de aniversário ' })).toEqual({
      ...valid,
      motivoPublico: 'Bônus de aniversário',
    });
    expect(ajusteNovoSchema.safeParse({ ...valid, tipo: 'debito' }).success).toBe(true);
  });

  it('refuses another type, amounts out of range and fractions, in Portuguese', () => {
    expect(messageOf(ajusteNovoSchema.safeParse({ ...valid, tipo: 'estorno' }))).toBe(
      'Escolha o tipo do ajuste: crédito ou débito.',
    );
    const amount = 'Informe o valor em centavos: um número inteiro de 1 a R$\u00a01.000.000,00.';
    for (const valorCentavos of [0, -5, 10.5, AJUSTE_VALOR_MAX + 1, '100']) {
      expect(messageOf(ajusteNovoSchema.safeParse({ ...valid, valorCentavos }))).toBe(amount);
    }
    expect(ajusteNovoSchema.safeParse({ ...valid, valorCentavos: AJUSTE_VALOR_MAX }).success).toBe(
      true,
    );
  });

  it('needs a public reason of 3 to 120 characters on one line', () => {
    expect(messageOf(ajusteNovoSchema.safeParse({ ...valid, motivoPublico: '  ' }))).toBe(
      'Informe o texto que o cliente verá no extrato.',
    );
    expect(messageOf(ajusteNovoSchema.safeParse({ ...valid, motivoPublico: 'ok' }))).toBe(
      'O texto para o cliente deve ter pelo menos 3 caracteres.',
    );
    expect(
      messageOf(
        ajusteNovoSchema.safeParse({ ...valid, motivoPublico: 'x'.repeat(MOTIVO_PUBLICO_MAX + 1) }),
      ),
    ).toBe('O texto para o cliente deve ter no máximo 120 caracteres.');
    expect(messageOf(ajusteNovoSchema.safeParse({ ...valid, motivoPublico: 'Bônus\nextra' }))).toBe(
      'O texto para o cliente não pode conter quebras de linha nem caracteres de controle.',
    );
  });

  it('needs the internal reason too', () => {
    expect(messageOf(ajusteNovoSchema.safeParse({ ...valid, motivo: undefined }))).toBe(
      'Informe o motivo.',
    );
  });
});

describe('the filters', () => {
  it('of the adjustments list take a state and a customer id', () => {
    expect(messageOf(ajustesQuerySchema.safeParse({ estado: 'pendente' }))).toBe(
      'Filtro inválido: escolha aguardando_aprovacao, aplicado ou rejeitado.',
    );
    expect(messageOf(ajustesQuerySchema.safeParse({ clienteId: '123' }))).toBe(
      'Identificador de cliente inválido.',
    );
  });

  it("of a store's purchases and ratings take São Paulo days and stars", () => {
    expect(messageOf(lojaComprasQuerySchema.safeParse({ de: '2026-13-01' }))).toBe(
      'Use uma data no formato AAAA-MM-DD.',
    );
    expect(lojaAvaliacoesQuerySchema.parse({ estrelas: '4' }).estrelas).toBe(4);
    expect(messageOf(lojaAvaliacoesQuerySchema.safeParse({ estrelas: '6' }))).toBe(
      'Filtro inválido: estrelas deve ser um número inteiro de 1 a 5.',
    );
  });
});
