// The loyalty levels with the R$ 30,00 example (spec point 9), computed by the same rules that credit
// purchases. Home, the programme's join page and the levels modal all show it.
import { PROGRAMME_LEVELS } from '../programme-levels.ts';

export function CashbackLevels({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="levels" aria-label="Níveis do programa">
      {PROGRAMME_LEVELS.map((info) => (
        <li key={info.level} className={`level level-${info.level}`}>
          <div className="level-badge" aria-hidden="true">
            {info.percent}%
          </div>
          <div>
            <Heading className="level-title">
              {info.title}: {info.percent}% de cashback
            </Heading>
            <p>{info.description}</p>
            <p className="level-example">{info.example}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
