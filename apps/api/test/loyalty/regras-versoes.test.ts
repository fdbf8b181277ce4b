// The programme's rules as the operator console lists and adds them: every version newest first, the
// one in force marked `vigente`, and a new version only with the checks of `npm run regras:nova`.
import { beforeAll, expect, it } from 'vitest';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { monthAfter } from '@fidelidade/domain/cashback/rules-versions';
import type { RegrasNova } from '@fidelidade/domain/contracts/painel/regras';
import {
  addRulesVersion,
  createRulesVersion,
  listRulesVersions,
  RulesVersionTakenError,
} from '../../src/loyalty/rules-versions-repository.ts';
import { migrate } from '../../src/db/migrator.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useTestDatabase } from '../helpers/test-database.ts';

const LAUNCH = {
  inicio: '2000-01',
  taxas: [5, 5, 10, 15],
  niveis: [2, 4],
  carencia: 30,
  validade: 12,
};

describeEachDatabase('loyalty: the rules versions of the console', (kind) => {
  const { database } = useTestDatabase(kind);
  const db = () => database().db;
  beforeAll(async () => {
    await migrate(db());
  });

  const now = new Date();
  const thisMonth = monthKey(now);
  const nextMonth = monthAfter(thisMonth);
  const novaVersao = (inicio: string, overrides: Partial<RegrasNova> = {}): RegrasNova => ({
    inicio,
    taxas: [5, 6, 10, 15],
    niveis: [2, 4],
    carencia: 20,
    validade: 6,
    ...overrides,
  });

  it('lists the launch rules as the version in force on a new database', async () => {
    expect(await listRulesVersions(db(), now)).toEqual([{ ...LAUNCH, vigente: true }]);
  });

  it('adds a version from next month on, newest first, in force once its month begins', async () => {
    const added = await createRulesVersion(db(), novaVersao(nextMonth), now);
    expect(added).toEqual({ ...novaVersao(nextMonth), vigente: false });
    expect(await listRulesVersions(db(), now)).toEqual([added, { ...LAUNCH, vigente: true }]);

    const later = new Date(`${nextMonth}-15T12:00:00-03:00`);
    expect(await listRulesVersions(db(), later)).toEqual([
      { ...added, vigente: true },
      { ...LAUNCH, vigente: false },
    ]);
  });

  it('marks the latest version already started, not one still to come', async () => {
    // Straight into the table, as if added last month: a version in force since this month.
    await addRulesVersion(db(), {
      startMonth: thisMonth,
      rules: { ratesByPosition: [8], levelThresholds: [3, 5], graceDays: 10, validityMonths: 6 },
    });
    const versions = await listRulesVersions(db(), now);
    expect(versions.map(({ inicio, vigente }) => [inicio, vigente])).toEqual([
      [nextMonth, false],
      [thisMonth, true],
      ['2000-01', false],
    ]);
  });

  it('refuses what the command refuses, with its pt-BR message', async () => {
    const refused: [RegrasNova, string][] = [
      [
        novaVersao(thisMonth),
        `Uma versão nova começa no mês que vem ou depois (a partir de ${nextMonth})`,
      ],
      [novaVersao('2027-13'), 'O início deve ser um mês no formato AAAA-MM'],
      [novaVersao(monthAfter(nextMonth), { taxas: [10, 5] }), 'Os percentuais não podem cair'],
      [novaVersao(monthAfter(nextMonth), { niveis: [2] }), 'O programa tem três níveis'],
      [
        novaVersao(monthAfter(nextMonth), { niveis: [4, 2] }),
        'Cada limite de nível deve ser maior que o anterior',
      ],
      [
        novaVersao(monthAfter(nextMonth), { niveis: [0, 2] }),
        'Cada limite de nível deve ser um número inteiro maior que zero',
      ],
      [novaVersao(monthAfter(nextMonth), { taxas: [] }), 'Informe pelo menos um percentual'],
      [
        novaVersao(monthAfter(nextMonth), { taxas: [101] }),
        'Cada percentual deve ser um número inteiro de 0 a 100',
      ],
      [
        novaVersao(monthAfter(nextMonth), { carencia: -1 }),
        'A carência (dias) deve ser um número inteiro de 0 a 3650',
      ],
      [
        novaVersao(monthAfter(nextMonth), { validade: 0 }),
        'A validade (meses) deve ser um número inteiro de 1 a 120',
      ],
    ];
    for (const [nova, message] of refused) {
      await expect(createRulesVersion(db(), nova, now)).rejects.toThrow(message);
    }
    await expect(createRulesVersion(db(), novaVersao(nextMonth), now)).rejects.toThrow(
      new RulesVersionTakenError(nextMonth),
    );
    expect(await listRulesVersions(db(), now)).toHaveLength(3);
  });
});
