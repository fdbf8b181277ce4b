// The console's CSV files as a Brazilian spreadsheet reads them: the BOM, `;`, decimal commas, dates
// and months, quoting by RFC 4180, and text that would run as a formula made inert.
import { describe, expect, it } from 'vitest';
import {
  centavos,
  csvBlob,
  csvText,
  data,
  decimal,
  inteiro,
  mes,
  percentual,
  texto,
} from '../../src/lib/csv.ts';

/** The file's lines without the BOM and the last line break. */
const lines = (text: string) => text.slice(1).split('\r\n').slice(0, -1);

describe('csvText', () => {
  it('starts with the BOM and ends every line, the last one too, with CRLF', () => {
    const text = csvText(['Loja', 'Compras'], [[texto('Centro'), inteiro(3)]]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toBe('\uFEFFLoja;Compras\r\nCentro;3\r\n');
  });

  it('writes amounts in reais and rates as percentages with a decimal comma and no thousands dot', () => {
    const text = csvText(
      ['Valor', 'Taxa', 'Média'],
      [
        [centavos(123456789), percentual(0.4567), decimal(4.5)],
        [centavos(5), percentual(1.2), decimal(3)],
        [centavos(-2590), percentual(0), decimal(4.125)],
      ],
    );
    expect(lines(text)).toEqual([
      'Valor;Taxa;Média',
      '1234567,89;45,67;4,50',
      '0,05;120,00;3,00',
      '-25,90;0,00;4,13',
    ]);
  });

  it('writes whole numbers without separators and an absent figure as an empty field', () => {
    const text = csvText(
      ['A', 'B', 'C', 'D', 'E'],
      [[inteiro(1234567), inteiro(null), centavos(null), percentual(null), decimal(null)]],
    );
    expect(lines(text)[1]).toBe('1234567;;;;');
  });

  it('writes months as mm/aaaa and dates as dd/mm/aaaa, an instant on its São Paulo day', () => {
    const text = csvText(
      ['Mês', 'Dia', 'Instante'],
      [[mes('2026-11'), data('2027-01-05'), data('2026-12-01T02:30:00.000Z')]],
    );
    // 02:30 UTC on the 1st of December is still the 30th of November in São Paulo.
    expect(lines(text)[1]).toBe('11/2026;05/01/2027;30/11/2026');
  });

  it('quotes a field holding the separator, a quote or a line break, doubling its quotes', () => {
    const text = csvText(
      ['Loja'],
      [[texto('Pães; doces')], [texto('A "Boa" Loja')], [texto('Linha\num')], [texto('Simples')]],
    );
    expect(text).toBe(
      '\uFEFFLoja\r\n"Pães; doces"\r\n"A ""Boa"" Loja"\r\n"Linha\num"\r\nSimples\r\n',
    );
  });

  it('prefixes text a spreadsheet would run as a formula with an apostrophe, not numbers', () => {
    const text = csvText(
      ['Loja', 'Valor'],
      [
        [texto('=HYPERLINK("x")'), centavos(-100)],
        [texto('+1'), inteiro(1)],
        [texto('-2'), inteiro(2)],
        [texto('@soma'), inteiro(3)],
        [texto('\tTab'), inteiro(4)],
      ],
    );
    expect(lines(text).slice(1)).toEqual([
      '"\'=HYPERLINK(""x"")";-1,00',
      "'+1;1",
      "'-2;2",
      "'@soma;3",
      "'\tTab;4",
    ]);
  });

  it('keeps accents as UTF-8 bytes after the BOM', async () => {
    const bytes = new Uint8Array(await csvBlob(csvText(['Mês'], [[texto('Ação')]])).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Mês\r\nAção\r\n');
  });

  it('is a CSV file for the browser to save', () => {
    expect(csvBlob('x').type).toBe('text/csv;charset=utf-8');
  });
});
