import { describe, expect, it } from 'vitest';
import {
  celularMascarado,
  cpfMascarado,
  dataNascimentoMascarada,
  emailMascarado,
} from '../../../src/contracts/painel/mascaras.ts';

describe('the console masks of personal data', () => {
  it('show the middle six digits of a CPF', () => {
    expect(cpfMascarado('12345678901')).toBe('***.456.789-**');
    expect(cpfMascarado('529.982.247-25')).toBe('***.982.247-**');
    expect(cpfMascarado('123')).toBe('***.***.***-**');
  });

  it('show two characters of an e-mail and its domain', () => {
    expect(emailMascarado('maria.silva@gmail.com')).toBe('ma***@gmail.com');
    expect(emailMascarado('jo@uol.com.br')).toBe('j***@uol.com.br');
    expect(emailMascarado('a@b.com')).toBe('***@b.com');
    expect(emailMascarado('sem-arroba')).toBe('***');
    expect(emailMascarado(null)).toBeNull();
  });

  it('show the area code and the last four digits of a phone', () => {
    expect(celularMascarado('11987654321')).toBe('(11) *****-4321');
    expect(celularMascarado('(21) 99876-1234')).toBe('(21) *****-1234');
    expect(celularMascarado('1198')).toBe('(**) *****-****');
  });

  it('show the year of a birth date', () => {
    expect(dataNascimentoMascarada('1990-05-17')).toBe('**/**/1990');
    expect(dataNascimentoMascarada('17/05/1990')).toBe('**/**/****');
    expect(dataNascimentoMascarada(null)).toBeNull();
  });
});
