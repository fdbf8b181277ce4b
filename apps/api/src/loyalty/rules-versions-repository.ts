// Adding a version of the programme's rules (npm run regras:nova); reading them is the rules book's
// (programme-rules.ts). One version per starting month: the primary key refuses a second.
import type { RulesVersion } from '@fidelidade/domain/cashback/rules-versions';
import type { Executor } from '../db/executor.ts';
import { violatedUniqueIndex } from '../http/database-errors.ts';

export class RulesVersionTakenError extends Error {
  constructor(startMonth: string) {
    super(`Já existe uma versão das regras que começa em ${startMonth}.`);
  }
}

export async function addRulesVersion(db: Executor, { startMonth, rules }: RulesVersion) {
  try {
    await db
      .insertInto('regras_programa')
      .values({
        inicio: startMonth,
        percentuais: [...rules.ratesByPosition],
        limites_nivel: [...rules.levelThresholds],
        carencia_dias: rules.graceDays,
        validade_meses: rules.validityMonths,
      })
      .execute();
  } catch (error) {
    if (violatedUniqueIndex(error) === 'regras_programa_pkey') {
      throw new RulesVersionTakenError(startMonth);
    }
    throw error;
  }
}
