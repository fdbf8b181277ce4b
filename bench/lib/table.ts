// Prints the run as two plain-text tables: every figure, then every target with PASS/FAIL.
import { shareOfCeiling, type Figure } from './figures.ts';
import type { Target } from './targets.ts';

function render(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

export function figuresTable(figures: Figure[]): string {
  return render(
    [
      'motor',
      'caso',
      'req/s',
      'compras/s',
      '% teto banco',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'não-2xx',
      'erros',
      'pico RSS MB',
    ],
    figures.map((f) => {
      const share = shareOfCeiling(f, figures);
      return [
        f.engine,
        f.label,
        f.requestsPerSecond.toFixed(0),
        f.name === 'compra' || f.name === 'lote'
          ? (f.requestsPerSecond * f.perRequest).toFixed(0)
          : '',
        share === undefined ? '' : `${(share * 100).toFixed(0)}%`,
        ms(f.p50Ms),
        ms(f.p95Ms),
        ms(f.p99Ms),
        String(f.non2xx),
        String(f.errors),
        (f.peakRssBytes / 1024 / 1024).toFixed(0),
      ];
    }),
  );
}

export function targetsTable(targets: Target[]): string {
  return render(
    ['motor', 'meta', 'medido', 'resultado'],
    targets.map((t) => [t.engine, t.goal, t.measured, t.pass ? 'PASS' : 'FAIL']),
  );
}
