// Adding a version of the programme's rules (npm run regras:nova, the operator console) and listing
// them for the console; the rules a purchase takes are the rules book's (programme-rules.ts). One
// version per starting month: the primary key refuses a second.
import { monthKey } from '@fidelidade/domain/cashback/month';
import {
  newRulesVersion,
  versionInForce,
  type RulesVersion,
} from '@fidelidade/domain/cashback/rules-versions';
import type { RegrasNova, VersaoRegras } from '@fidelidade/domain/contracts/painel/regras';
import { consoleStoreMessages } from '@fidelidade/domain/messages';
import type { Executor } from '../db/executor.ts';
import { violatedUniqueIndex } from '../http/database-errors.ts';
import { readRulesVersions } from './programme-rules.ts';

export class RulesVersionTakenError extends Error {
  constructor(startMonth: string) {
    super(consoleStoreMessages.rulesVersionTaken(startMonth));
    this.name = 'RulesVersionTakenError';
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

/** A version as the operator console shows it. */
function toVersaoRegras({ startMonth, rules }: RulesVersion, vigente: boolean): VersaoRegras {
  return {
    inicio: startMonth,
    taxas: [...rules.ratesByPosition],
    niveis: [...rules.levelThresholds],
    carencia: rules.graceDays,
    validade: rules.validityMonths,
    vigente,
  };
}

/** Every version, newest first, the one in force in the São Paulo month of `now` marked `vigente`. */
export async function listRulesVersions(db: Executor, now: Date): Promise<VersaoRegras[]> {
  const versions = await readRulesVersions(db);
  if (versions.length === 0) return [];
  const inForce = versionInForce(versions, monthKey(now));
  return versions
    .toReversed()
    .map((version) => toVersaoRegras(version, version.startMonth === inForce.startMonth));
}

/**
 * Adds the version the console sent, with the checks of `npm run regras:nova`: a RangeError with the
 * pt-BR message of what is wrong, or RulesVersionTakenError when its month already has one. A new
 * version starts next month at the earliest, so it is never the one in force.
 */
export async function createRulesVersion(
  db: Executor,
  { inicio, taxas, niveis, carencia, validade }: RegrasNova,
  now: Date,
): Promise<VersaoRegras> {
  const version = newRulesVersion(
    inicio,
    {
      ratesByPosition: taxas,
      levelThresholds: niveis,
      graceDays: carencia,
      validityMonths: validade,
    },
    now,
  );
  await addRulesVersion(db, version);
  return toVersaoRegras(version, false);
}
