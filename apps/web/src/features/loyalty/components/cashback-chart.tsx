// Cashback per month over the chosen period, drawn with CSS (no chart library: the statement stays a
// small lazy chunk): for each month what its purchases earned, what cancellations took back, what
// redemptions spent and what expired unspent (DESIGN decision 15), each bar with its amount. Apart, so
// a month whose cancellations outweigh its purchases still shows both. The bars are for sighted customers; the same numbers are a table for
// assistive technology.
import type { CashbackMensal } from '@fidelidade/domain/contracts/extrato';
import { formatBrl } from '@fidelidade/domain/money';
import { formatMonthLong, formatMonthShort } from './format.ts';

const SERIES = [
  { key: 'ganhoCentavos', label: 'Ganho', className: 'chart-bar-ganho' },
  { key: 'estornadoCentavos', label: 'Estornado', className: 'chart-bar-estornado' },
  { key: 'resgatadoCentavos', label: 'Resgatado', className: 'chart-bar-resgatado' },
  { key: 'expiradoCentavos', label: 'Expirado', className: 'chart-bar-expirado' },
] as const;

function barWidth(centavos: number, largest: number): string {
  return `${Math.max(2, Math.round((centavos / largest) * 100))}%`;
}

function MonthBars({ month, largest }: { month: CashbackMensal; largest: number }) {
  const shown = SERIES.filter((series) => month[series.key] > 0);
  return (
    <li className="chart-month-row">
      <span className="chart-month">{formatMonthShort(month.mes)}</span>
      {shown.length === 0 ? (
        <span className="chart-empty">Sem movimento</span>
      ) : (
        <ul className="chart-bars">
          {shown.map((series) => (
            <li key={series.key} className="chart-bar-row">
              <span
                className={`chart-bar ${series.className}`}
                style={{ width: barWidth(month[series.key], largest) }}
              />
              <span className="chart-bar-label">
                {series.label} {formatBrl(month[series.key])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function CashbackChart({ meses }: { meses: readonly CashbackMensal[] }) {
  const largest = Math.max(1, ...meses.flatMap((m) => SERIES.map((series) => m[series.key])));
  return (
    <section className="chart-section" aria-labelledby="grafico-titulo">
      <h2 id="grafico-titulo">Cashback por mês</h2>
      <ol className="chart" aria-hidden="true">
        {meses.map((month) => (
          <MonthBars key={month.mes} month={month} largest={largest} />
        ))}
      </ol>
      <table className="visually-hidden">
        <caption>Cashback de cada mês do período</caption>
        <thead>
          <tr>
            <th scope="col">Mês</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {meses.map((month) => (
            <tr key={month.mes}>
              <th scope="row">{formatMonthLong(month.mes)}</th>
              {SERIES.map((series) => (
                <td key={series.key}>{formatBrl(month[series.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
