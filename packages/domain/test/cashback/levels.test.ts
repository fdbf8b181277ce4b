import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../src/cashback/levels.ts';

describe('LEVELS (spec point 9)', () => {
  it('describes levels 1 to 3 at 5%, 10% and 15%', () => {
    expect(LEVELS.map((info) => [info.level, info.title, info.percent])).toEqual([
      [1, 'Nível 1', 5],
      [2, 'Nível 2', 10],
      [3, 'Nível 3', 15],
    ]);
  });

  it('carries the R$ 30,00 example: R$ 1,50, R$ 3,00, R$ 4,50', () => {
    expect(LEVELS.map((info) => info.exampleCashbackCentavos)).toEqual([150, 300, 450]);
    const texts = LEVELS.map((info) => info.example.replace(/\u00a0/g, ' '));
    expect(texts).toEqual([
      'Numa compra de R$ 30,00, você recebe R$ 1,50 de cashback.',
      'Numa compra de R$ 30,00, você recebe R$ 3,00 de cashback.',
      'Numa compra de R$ 30,00, você recebe R$ 4,50 de cashback.',
    ]);
  });
});
