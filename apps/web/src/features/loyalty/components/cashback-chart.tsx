// Cashback per month over the chosen period as a bar chart drawn with CSS (no chart library: the
// statement stays a small lazy chunk). The bars are decoration for sighted customers; the same numbers
// are a table for assistive technology.
import type { CashbackMensal } from '@fidelidade/domain/contracts/extrato';
import { formatBrl } from '@fidelidade/domain/money';
import { formatMonthLong, formatMonthShort } from './format.ts';

function barHeight(cashbackCentavos: number, largest: number): string {
  if (largest <= 0 || cashbackCentavos <= 0) return '0%';
  return `${Math.max(4, Math.round((cashbackCentavos / largest) * 100))}%`;
}

export function CashbackChart({ meses }: { meses: readonly CashbackMensal[] }) {
  const largest = Math.max(0, ...meses.map((m) => m.cashbackCentavos));
  return (
    <section className="chart-section" aria-labelledby="grafico-titulo">
      <h2 id="grafico-titulo">Cashback por mês</h2>
      <div className="chart" aria-hidden="true">
        {meses.map(({ mes, cashbackCentavos }) => (
          <div key={mes} className="chart-column">
            <div className="chart-track">
              <div className="chart-bar" style={{ height: barHeight(cashbackCentavos, largest) }} />
            </div>
            <span className="chart-month">{formatMonthShort(mes)}</span>
          </div>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>Cashback recebido em cada mês do período</caption>
        <thead>
          <tr>
            <th scope="col">Mês</th>
            <th scope="col">Cashback</th>
          </tr>
        </thead>
        <tbody>
          {meses.map(({ mes, cashbackCentavos }) => (
            <tr key={mes}>
              <th scope="row">{formatMonthLong(mes)}</th>
              <td>{formatBrl(cashbackCentavos)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
