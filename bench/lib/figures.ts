// One measured line of the report: what was called, on which engine, and what came out.
import type { LoadResult } from './load.ts';

export type Engine = 'postgres' | 'pglite';

export interface Figure extends LoadResult {
  engine: Engine;
  /** Short key, e.g. 'extrato'. */
  name: string;
  label: string;
  /** Purchases per request (batch), so purchases/s = requests/s × this. */
  perRequest: number;
}

/**
 * The figure's requests per second as a share of its engine's database ceiling: measured round by
 * round beside the ceiling when it was (LoadResult.ceilingShare), else against the ceiling's own run.
 */
export function shareOfCeiling(figure: Figure, figures: readonly Figure[]): number | undefined {
  if (figure.ceilingShare !== undefined) return figure.ceilingShare;
  const ceiling = figures.find((c) => c.engine === figure.engine && c.name === 'teto-banco');
  return ceiling && figure.requestsPerSecond / ceiling.requestsPerSecond;
}
