// The programme's rules as the API applies them (DESIGN decision 4): the versions in regras_programa,
// the one place every reader (purchases, batches, the statement, the levels, GET regras) takes them
// from. A version only ever starts after the month it is added in (npm run regras:nova), so once a
// month has begun its rules are settled: an instance reads the table again when the São Paulo month
// changes, and that is enough to follow every version, whichever instance or command added it. A
// purchase dated a little ahead (a till's clock) into a month the last read did not reach reads it again.
import { monthKey } from '@fidelidade/domain/cashback/month';
import { programmeRules, type ProgrammeRules } from '@fidelidade/domain/cashback/rules';
import { versionInForce, type RulesVersion } from '@fidelidade/domain/cashback/rules-versions';
import type { Executor } from '../db/executor.ts';

/** The rules in force in a São Paulo month ('YYYY-MM'). */
export type RulesByMonth = (month: string) => ProgrammeRules;

/** Every version, oldest first. */
export async function readRulesVersions(db: Executor): Promise<RulesVersion[]> {
  const rows = await db
    .selectFrom('regras_programa')
    .select(['inicio', 'percentuais', 'limites_nivel', 'carencia_dias', 'validade_meses'])
    .orderBy('inicio')
    .execute();
  return rows.map((row) => ({
    startMonth: row.inicio,
    rules: programmeRules({
      ratesByPosition: row.percentuais.map(Number),
      levelThresholds: row.limites_nivel.map(Number),
      graceDays: row.carencia_dias,
      validityMonths: row.validade_meses,
    }),
  }));
}

export class ProgrammeRulesBook {
  #versions: readonly RulesVersion[] = [];
  /** The São Paulo month the versions were last read in. */
  #lastRead: string | null = null;
  #reading: Promise<void> | null = null;

  constructor(private readonly db: Executor) {}

  /** Every version as it is now, oldest first, read again to show the ones announced since. */
  async versions(now: Date): Promise<readonly RulesVersion[]> {
    await this.#read(monthKey(now));
    return this.#versions;
  }

  /** The rules of any month up to `latestMonth` (by default the current one), as of `now`. */
  async rulesAt(now: Date, latestMonth: string = monthKey(now)): Promise<RulesByMonth> {
    const month = monthKey(now);
    // A month still to come may gain a version until it begins: read again to see the latest.
    if (latestMonth > month) await this.#read(month);
    else await this.#readIn(month);
    const versions = this.#versions;
    return (asked) => versionInForce(versions, asked).rules;
  }

  /** The rules in force now. */
  async currentRules(now: Date): Promise<ProgrammeRules> {
    return (await this.rulesAt(now))(monthKey(now));
  }

  /** Reads the versions unless they were read in `month` or later. */
  async #readIn(month: string): Promise<void> {
    while (this.#lastRead === null || this.#lastRead < month) await this.#read(month);
  }

  /** Reads the versions; callers arriving while a read runs wait for it rather than start another. */
  #read(month: string): Promise<void> {
    this.#reading ??= readRulesVersions(this.db)
      .then((versions) => {
        this.#versions = versions;
        if (this.#lastRead === null || this.#lastRead < month) this.#lastRead = month;
      })
      .finally(() => {
        this.#reading = null;
      });
    return this.#reading;
  }
}
