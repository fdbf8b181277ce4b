// The performance budgets, each checked against the run's figures and printed PASS/FAIL.
import { shareOfCeiling, type Engine, type Figure } from './figures.ts';

export interface Target {
  engine: Engine | 'ambos';
  goal: string;
  measured: string;
  pass: boolean;
}

const MB = 1024 * 1024;
const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

function find(figures: Figure[], engine: Engine, name: string): Figure | undefined {
  return figures.find((f) => f.engine === engine && f.name === name);
}

/** Throughput targets relative to the database ceiling, and the absolute purchase rates. */
export function engineTargets(figures: Figure[], engine: Engine): Target[] {
  const targets: Target[] = [];
  const ratio = (name: string, min: number, goal: string) => {
    const figure = find(figures, engine, name);
    const share = figure && shareOfCeiling(figure, figures);
    if (!figure || share === undefined) return;
    targets.push({ engine, goal, measured: pct(share), pass: share >= min });
    return figure;
  };
  // Read from the database on every call, the statement is bound by the database's own work: its
  // share of the ceiling is lower than the copy kept in memory.
  for (const [name, how, min] of [
    ['extrato', 'cópia em memória', 0.6],
    ['extrato-banco', 'lido do banco', 0.3],
  ] as const) {
    const extrato = ratio(name, min, `extrato (${how}) ≥ ${pct(min)} do teto do banco (req/s)`);
    if (!extrato) continue;
    targets.push({
      engine,
      goal: `extrato (${how}) p99 ≤ 30 ms`,
      measured: `${extrato.p99Ms.toFixed(1)} ms`,
      pass: extrato.p99Ms <= 30,
    });
  }
  ratio('cliente', 0.7, 'cliente ≥ 70% do teto do banco (req/s)');
  for (const [name, min] of [
    ['compra', 1_000],
    ['lote', 10_000],
  ] as const) {
    const figure = find(figures, engine, name);
    if (!figure) continue;
    const perSecond = figure.requestsPerSecond * figure.perRequest;
    targets.push({
      engine,
      goal: `${name === 'compra' ? 'compra' : 'compra em lote'} ≥ ${min.toLocaleString('pt-BR')} compras/s`,
      measured: `${perSecond.toFixed(0)} compras/s`,
      pass: perSecond >= min,
    });
  }
  const api = figures.filter((f) => f.engine === engine && !f.name.startsWith('teto'));
  if (api.length > 0) {
    const peak = Math.max(...api.map((f) => f.peakRssBytes));
    targets.push({
      engine,
      goal: 'memória residente da API sob carga < 200 MB (pico VmRSS)',
      measured: `${(peak / MB).toFixed(0)} MB`,
      pass: peak < 200 * MB,
    });
  }
  return targets;
}

/** Login beside raw argon2id: the overhead is one minus the median of the per-round shares. */
export function loginTarget(figures: Figure[]): Target | undefined {
  const login = find(figures, 'postgres', 'login');
  if (!login?.reference) return undefined;
  const overhead = 1 - login.reference.share;
  return {
    engine: 'postgres',
    goal: 'login: sobrecarga da API sobre o argon2id < 15%',
    measured: `${login.requestsPerSecond.toFixed(0)} login/s vs ${login.reference.perSecond.toFixed(0)} verify/s = ${pct(overhead)}`,
    pass: overhead < 0.15,
  };
}
