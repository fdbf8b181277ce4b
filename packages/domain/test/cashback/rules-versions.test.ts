import { describe, expect, it } from 'vitest';
import { LAUNCH_RULES, type ProgrammeRules } from '../../src/cashback/rules.ts';
import {
  monthAfter,
  newRulesVersion,
  versionInForce,
  type RulesVersion,
} from '../../src/cashback/rules-versions.ts';

const richer: ProgrammeRules = { ...LAUNCH_RULES, ratesByPosition: [6, 8, 12, 20] };
const VERSIONS: RulesVersion[] = [
  { startMonth: '2027-03', rules: richer },
  { startMonth: '2000-01', rules: LAUNCH_RULES },
];
// 2026-11-30 22:30 in São Paulo (UTC−3): still November there, already December in UTC.
const LAST_NIGHT_OF_NOVEMBER = new Date('2026-12-01T01:30:00Z');

describe('versionInForce', () => {
  it.each([
    ['2026-11', '2000-01'],
    ['2027-02', '2000-01'],
    ['2027-03', '2027-03'],
    ['2031-07', '2027-03'],
  ])('in %s is the version that started in %s', (month, start) => {
    expect(versionInForce(VERSIONS, month).startMonth).toBe(start);
  });

  it('covers the months before the first version with the first', () => {
    expect(versionInForce(VERSIONS, '1999-12').startMonth).toBe('2000-01');
  });

  it('needs at least one version', () => {
    expect(() => versionInForce([], '2026-11')).toThrow('Nenhuma versão');
  });
});

describe('monthAfter', () => {
  it.each([
    ['2026-11', '2026-12'],
    ['2026-12', '2027-01'],
    ['2027-09', '2027-10'],
  ])('after %s comes %s', (month, next) => {
    expect(monthAfter(month)).toBe(next);
  });
});

describe('newRulesVersion', () => {
  it('starts on a later São Paulo month than the current one', () => {
    expect(newRulesVersion('2026-12', richer, LAST_NIGHT_OF_NOVEMBER)).toEqual({
      startMonth: '2026-12',
      rules: richer,
    });
    expect(() => newRulesVersion('2026-11', richer, LAST_NIGHT_OF_NOVEMBER)).toThrow(
      'Uma versão nova começa no mês que vem ou depois (a partir de 2026-12): 2026-11',
    );
  });

  it.each(['2026-13', '2026-1', 'dezembro', '2026-12-01'])('refuses the start %s', (start) => {
    expect(() => newRulesVersion(start, richer, LAST_NIGHT_OF_NOVEMBER)).toThrow(
      `O início deve ser um mês no formato AAAA-MM: ${start}`,
    );
  });

  it('refuses rates that fall with the position', () => {
    const falling = { ...LAUNCH_RULES, ratesByPosition: [10, 5] };
    expect(() => newRulesVersion('2027-01', falling, LAST_NIGHT_OF_NOVEMBER)).toThrow(
      'Os percentuais não podem cair com a posição da compra no mês: 10, 5',
    );
  });

  it.each([[[2]], [[2, 4, 6]]])('refuses thresholds for other than three levels: %j', (levels) => {
    const rules = { ...LAUNCH_RULES, levelThresholds: levels };
    expect(() => newRulesVersion('2027-01', rules, LAST_NIGHT_OF_NOVEMBER)).toThrow(
      'O programa tem três níveis',
    );
  });

  it('refuses a negative carência with what is wrong', () => {
    const rules = { ...LAUNCH_RULES, graceDays: -3 };
    expect(() => newRulesVersion('2027-01', rules, LAST_NIGHT_OF_NOVEMBER)).toThrow(
      'A carência (dias) deve ser um número inteiro de 0 a 3650: -3',
    );
  });
});
