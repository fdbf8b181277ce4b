// npm run regras:nova: adds a version of the programme's rules from next month on, refusing nonsense
// with what is wrong, on the configured database (the embedded PGlite or PostgreSQL).
import { expect, it } from 'vitest';
import { monthAfter } from '@fidelidade/domain/cashback/rules-versions';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { openDatabase } from '../../src/db/database.ts';
import { readRulesVersions } from '../../src/loyalty/programme-rules.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useOperatorCommands } from '../helpers/operator-commands.ts';

const nextMonth = monthAfter(monthKey(new Date()));
const settings = (inicio: string, taxas = '5,6,10,15', niveis = '2,4', carencia = '20') => [
  '--inicio',
  inicio,
  '--taxas',
  taxas,
  '--niveis',
  niveis,
  '--carencia',
  carencia,
  '--validade',
  '6',
];

describeEachDatabase('rules command', (kind) => {
  const { command, options } = useOperatorCommands(kind);

  async function versions() {
    const database = await openDatabase(options());
    try {
      return await readRulesVersions(database.db);
    } finally {
      await database.close();
    }
  }

  it('adds a version from next month on and refuses a second for the same month', async () => {
    const added = await command('regras-nova', ...settings(nextMonth));
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`Versão das regras criada: em vigor a partir de ${nextMonth}`);
    expect(added.stdout).toContain('percentuais por posição no mês: 5, 6, 10, 15');
    expect(await versions()).toEqual([
      expect.objectContaining({ startMonth: '2000-01' }),
      {
        startMonth: nextMonth,
        rules: {
          ratesByPosition: [5, 6, 10, 15],
          levelThresholds: [2, 4],
          graceDays: 20,
          validityMonths: 6,
        },
      },
    ]);

    const again = await command('regras-nova', ...settings(nextMonth));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Já existe uma versão das regras que começa em ${nextMonth}.`);
  }, 240_000);

  it.each<[string, string[], string]>([
    [
      'a start this month',
      settings(monthKey(new Date())),
      `Uma versão nova começa no mês que vem ou depois (a partir de ${nextMonth})`,
    ],
    [
      'rates falling with the position',
      settings(nextMonth, '10,5'),
      'Os percentuais não podem cair com a posição da compra no mês: 10, 5',
    ],
    ['a negative carência', settings(nextMonth, '5', '2,4', '-1'), 'A carência (dias) deve ser'],
    ['a word for a rate', settings(nextMonth, '5,dez'), '--taxas deve ser um número inteiro: dez'],
    ['a missing setting', ['--inicio', nextMonth], 'Uso: npm run regras:nova'],
  ])(
    'refuses %s with what is wrong',
    async (_, args, message) => {
      const result = await command('regras-nova', ...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
    },
    120_000,
  );
});
