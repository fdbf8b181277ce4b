// The programme's levels as the app explains them where it cannot wait for the API (home paints
// before any call): written from the programme's rules, the one place the app takes them from.
import { describeLevels } from '@fidelidade/domain/cashback/levels';
import { LAUNCH_RULES } from '@fidelidade/domain/cashback/rules';

export const PROGRAMME_LEVELS = describeLevels(LAUNCH_RULES);
