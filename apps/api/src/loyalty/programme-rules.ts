// The programme's rules as the API applies them (DESIGN decision 4): the one place every reader
// (purchases, batches, the statement, the levels' texts) takes them from, so the rules in force can
// come from elsewhere without touching the readers.
import { CURRENT_RULES, type ProgrammeRules } from '@fidelidade/domain/cashback/rules';

/** The rules in force now. */
export function currentRules(): ProgrammeRules {
  return CURRENT_RULES;
}
