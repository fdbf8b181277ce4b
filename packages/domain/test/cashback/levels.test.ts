import { describe, expect, it } from 'vitest';
import { describeLevels } from '../../src/cashback/levels.ts';
import { LAUNCH_RULES, programmeRules } from '../../src/cashback/rules.ts';

const LEVELS = describeLevels(LAUNCH_RULES);

describe('describeLevels under the current rules (spec point 9)', () => {
  it('describes levels 1 to 3 at 5%, 10% and 15%', () => {
    expect(LEVELS.map((info) => [info.level, info.title, info.percent])).toEqual([
      [1, 'Nível 1', 5],
      [2, 'Nível 2', 10],
      [3, 'Nível 3', 15],
    ]);
  });

  it('explains when each level starts and what it earns', () => {
    expect(LEVELS.map((info) => info.description)).toEqual([
      'Ao se cadastrar, você ganha 5% de cashback em até duas compras por mês.',
      'A segunda compra do mês leva você ao nível 2: a terceira compra do mês ganha 10% de cashback.',
      'Quatro compras no mês levam você ao nível 3: a partir da quarta compra do mês, 15% de cashback.',
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

describe('describeLevels under other rules', () => {
  it('writes every number from the rules', () => {
    const rules = programmeRules({
      ...LAUNCH_RULES,
      ratesByPosition: [2, 2, 2, 4, 4, 8],
      levelThresholds: [1, 6],
    });
    const levels = describeLevels(rules);
    expect(levels.map((info) => [info.level, info.percent, info.exampleCashbackCentavos])).toEqual([
      [1, 2, 60],
      [2, 2, 60],
      [3, 8, 240],
    ]);
    expect(levels.map((info) => info.description)).toEqual([
      'Ao se cadastrar, você ganha 2% de cashback em até três compras por mês.',
      'A primeira compra do mês leva você ao nível 2: a segunda compra do mês ganha 2% de cashback.',
      'Seis compras no mês levam você ao nível 3: a partir da sexta compra do mês, 8% de cashback.',
    ]);
  });

  it('says when one rate applies to every purchase, and when one purchase reaches the top', () => {
    const levels = describeLevels(
      programmeRules({ ...LAUNCH_RULES, ratesByPosition: [7], levelThresholds: [1] }),
    );
    expect(levels.map((info) => info.description)).toEqual([
      'Ao se cadastrar, você ganha 7% de cashback em todas as compras do mês.',
      'Uma compra no mês leva você ao nível 2: a partir da primeira compra do mês, 7% de cashback.',
    ]);
  });
});
