// The console's store and rules contracts: the paging query read from a query string with its
// defaults, and each refused input answered with its pt-BR text.
import { describe, expect, it } from 'vitest';
import { lojaNovaSchema, lojaParamsSchema } from '../../../src/contracts/painel/lojas.ts';
import {
  POR_PAGINA_MAX,
  POR_PAGINA_PADRAO,
  paginacaoQuerySchema,
} from '../../../src/contracts/painel/paginacao.ts';
import { regrasNovaSchema } from '../../../src/contracts/painel/regras.ts';
import { firstMessage } from '../../../src/validation/first-message.ts';

/** The message a refused value gets. */
function refusal(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const { error } = schema.safeParse(value);
  return error && firstMessage(error);
}

describe('the console’s paging', () => {
  it('reads the query string, the first page of the default size when absent', () => {
    expect(paginacaoQuerySchema.parse({})).toEqual({ pagina: 1, porPagina: POR_PAGINA_PADRAO });
    expect(paginacaoQuerySchema.parse({ pagina: '3', porPagina: '10' })).toEqual({
      pagina: 3,
      porPagina: 10,
    });
  });

  it.each([{ pagina: '0' }, { pagina: 'x' }, { pagina: '1.5' }])('refuses page %o', (query) => {
    expect(refusal(paginacaoQuerySchema, query)).toBe(
      'A página deve ser um número inteiro a partir de 1.',
    );
  });

  it('refuses more than the most items a page holds', () => {
    expect(refusal(paginacaoQuerySchema, { porPagina: String(POR_PAGINA_MAX + 1) })).toBe(
      `Itens por página: um número inteiro de 1 a ${POR_PAGINA_MAX}.`,
    );
  });
});

describe('the console’s stores', () => {
  it('wants a name and a store id', () => {
    expect(lojaNovaSchema.parse({ nome: '  Loja Centro ' })).toEqual({ nome: 'Loja Centro' });
    expect(refusal(lojaNovaSchema, { nome: ' ' })).toBe('O campo nome é obrigatório!');
    expect(refusal(lojaParamsSchema, { id: 'x' })).toBe('Identificador de loja inválido.');
  });
});

describe('the console’s new rules version', () => {
  const valid = {
    inicio: '2027-01',
    taxas: [5, 5, 10, 15],
    niveis: [2, 4],
    carencia: 30,
    validade: 12,
  };

  it('takes the command’s settings', () => {
    expect(regrasNovaSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ inicio: '01/2027' }, 'O início deve ser um mês no formato AAAA-MM.'],
    [{ taxas: [] }, 'Informe de 1 a 20 percentuais, números inteiros.'],
    [{ taxas: [5.5] }, 'Informe de 1 a 20 percentuais, números inteiros.'],
    [{ niveis: 'x' }, 'Informe os limites de nível como números inteiros.'],
    [{ carencia: '30' }, 'A carência deve ser um número inteiro de dias.'],
    [{ validade: 1.5 }, 'A validade deve ser um número inteiro de meses.'],
  ])('refuses %o', (override, message) => {
    expect(refusal(regrasNovaSchema, { ...valid, ...override })).toBe(message);
  });
});
