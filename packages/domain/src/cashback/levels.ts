// The three loyalty levels as the app explains them (spec point 9, DESIGN decisions 4 and 13), with the
// spec's example computed by the same rules that credit purchases: R$ 30,00 gives R$ 1,50, R$ 3,00, R$ 4,50.
import { formatBrl } from '../money.ts';
import { cashbackFor, cashbackRate } from './rules.ts';
import type { CashbackPercent, Level } from './rules.ts';

export const EXAMPLE_PURCHASE_CENTAVOS = 3000;

export interface LevelInfo {
  level: Level;
  title: string;
  percent: CashbackPercent;
  description: string;
  /** Cashback on the R$ 30,00 example purchase at this level's rate. */
  exampleCashbackCentavos: number;
  example: string;
}

// The first purchase of the month each level's rate applies to (decision 4).
function levelInfo(level: Level, firstPurchaseAtRate: number, description: string): LevelInfo {
  const exampleCashbackCentavos = cashbackFor(EXAMPLE_PURCHASE_CENTAVOS, firstPurchaseAtRate);
  return {
    level,
    title: `Nível ${level}`,
    percent: cashbackRate(firstPurchaseAtRate),
    description,
    exampleCashbackCentavos,
    example: `Numa compra de ${formatBrl(EXAMPLE_PURCHASE_CENTAVOS)}, você recebe ${formatBrl(exampleCashbackCentavos)} de cashback.`,
  };
}

export const LEVELS: readonly LevelInfo[] = [
  levelInfo(1, 1, 'Ao se cadastrar, você ganha 5% de cashback em até duas compras por mês.'),
  levelInfo(
    2,
    3,
    'A segunda compra do mês leva você ao nível 2: a terceira compra do mês ganha 10% de cashback.',
  ),
  levelInfo(
    3,
    4,
    'Quatro compras no mês levam você ao nível 3: a partir da quarta compra do mês, 15% de cashback.',
  ),
];
