// One measured line of the report: what was called, on which engine, and what came out.
import type { LoadResult } from './load.ts';

/** The database ceiling's name, as a figure and as the reference of the calls measured beside it. */
export const CEILING = 'teto-banco';

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
 * round beside the ceiling when it was (LoadResult.reference), else against the ceiling's own run.
 */
export function shareOfCeiling(figure: Figure, figures: readonly Figure[]): number | undefined {
  if (figure.reference?.name === CEILING) return figure.reference.share;
  const ceiling = figures.find((c) => c.engine === figure.engine && c.name === CEILING);
  return ceiling && figure.requestsPerSecond / ceiling.requestsPerSecond;
}
