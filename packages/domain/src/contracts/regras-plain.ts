// What reads GET regras without the contract's schemas (regras.ts): its path, and a version as the
// call shows it next to the rules it holds. Home reads the rules through these alone, so the first
// screen loads neither zod nor the encrypted client (the call answers plain JSON too: the rules are
// public and the same for everyone).
import type { ProgrammeRules } from '../cashback/rules.ts';
import type { RulesVersion } from '../cashback/rules-versions.ts';
import type { Regras, VersaoRegras } from './regras.ts';

export const REGRAS_PATH = '/regras';

/** A version as the call shows it. */
export function versaoRegrasOf({ startMonth, rules }: RulesVersion): VersaoRegras {
  return {
    inicio: startMonth,
    percentuais: [...rules.ratesByPosition],
    limitesNivel: [...rules.levelThresholds],
    carenciaDias: rules.graceDays,
    validadeMeses: rules.validityMonths,
  };
}

/** The rules a version shown by the call holds. */
export function rulesOfVersao(versao: VersaoRegras): ProgrammeRules {
  return {
    ratesByPosition: versao.percentuais,
    levelThresholds: versao.limitesNivel,
    graceDays: versao.carenciaDias,
    validityMonths: versao.validadeMeses,
  };
}

export type { Regras, VersaoRegras };
