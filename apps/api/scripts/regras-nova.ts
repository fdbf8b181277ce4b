// npm run regras:nova -- --inicio 2027-01 --taxas 5,5,10,15 --niveis 2,4 --carencia 30 --validade 12:
// adds a version of the programme's rules, in force from the 1st of that São Paulo month until the
// next version (packages/domain/src/cashback/rules-versions.ts). It never starts in the current month
// or earlier, so what was already credited never changes; nonsense is refused with what is wrong.
import { parseArgs } from 'node:util';
import { newRulesVersion, type RulesVersion } from '@fidelidade/domain/cashback/rules-versions';
import {
  addRulesVersion,
  RulesVersionTakenError,
} from '../src/loyalty/rules-versions-repository.ts';
import { runDatabaseCommand, UsageError } from './with-database.ts';

const USAGE = [
  'Uso: npm run regras:nova -- --inicio AAAA-MM --taxas 5,5,10,15 --niveis 2,4 --carencia 30 --validade 12',
  '  --inicio    mês (horário de São Paulo) em que a versão entra em vigor, do mês que vem em diante',
  '  --taxas     percentual da 1ª, 2ª, … compra do mês; o último vale para as seguintes',
  '  --niveis    compras no mês a partir das quais começam os níveis 2 e 3',
  '  --carencia  dias em que o cashback de uma compra fica pendente',
  '  --validade  meses em que o cashback liberado fica disponível',
].join('\n');

const OPTIONS = {
  inicio: { type: 'string' },
  taxas: { type: 'string' },
  niveis: { type: 'string' },
  carencia: { type: 'string' },
  validade: { type: 'string' },
} as const;

/** A whole number as typed, or a UsageError naming the option. */
function whole(text: string, option: string): number {
  if (!/^-?\d+$/.test(text.trim())) {
    throw new UsageError(`--${option} deve ser um número inteiro: ${text}`);
  }
  return Number(text);
}

/** `--carencia -1` as `--carencia=-1`: parseArgs would take a negative number for an option. */
function joinValues(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const value = words[index + 1];
    const known = word.startsWith('--') && word.slice(2) in OPTIONS;
    if (known && value !== undefined && !value.startsWith('--')) {
      joined.push(`${word}=${value}`);
      index += 1;
    } else joined.push(word);
  }
  return joined;
}

function parse(words: readonly string[]): RulesVersion {
  let values: Partial<Record<keyof typeof OPTIONS, string>>;
  try {
    ({ values } = parseArgs({ args: joinValues(words), options: OPTIONS, strict: true }));
  } catch {
    throw new UsageError(USAGE);
  }
  const { inicio, taxas, niveis, carencia, validade } = values;
  if (!inicio || !taxas || !niveis || !carencia || !validade) throw new UsageError(USAGE);
  const list = (text: string, option: string) => text.split(',').map((part) => whole(part, option));
  try {
    return newRulesVersion(
      inicio.trim(),
      {
        ratesByPosition: list(taxas, 'taxas'),
        levelThresholds: list(niveis, 'niveis'),
        graceDays: whole(carencia, 'carencia'),
        validityMonths: whole(validade, 'validade'),
      },
      new Date(),
    );
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(error.message);
    throw error;
  }
}

await runDatabaseCommand(parse, async ({ db }, version) => {
  try {
    await addRulesVersion(db, version);
  } catch (error) {
    if (error instanceof RulesVersionTakenError) throw new UsageError(error.message);
    throw error;
  }
  const { rules } = version;
  return [
    `Versão das regras criada: em vigor a partir de ${version.startMonth}`,
    `  percentuais por posição no mês: ${rules.ratesByPosition.join(', ')}`,
    `  níveis 2 e 3 a partir de: ${rules.levelThresholds.join(' e ')} compras no mês`,
    `  carência: ${rules.graceDays} dias; validade: ${rules.validityMonths} meses`,
    '',
  ].join('\n');
});
