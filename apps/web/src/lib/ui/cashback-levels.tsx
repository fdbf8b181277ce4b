// The loyalty levels with the R$ 30,00 example (spec point 9), written from the rules in force
// (GET regras) by the same rules code that credits purchases. Home, the programme's join page and the
// statement show them. Until the rules arrive a page paints nothing of the levels or of what follows
// them, so nothing already painted moves when they do.
import type { ReactNode } from 'react';
import type { LevelInfo } from '@fidelidade/domain/cashback/levels';
import { appMessages } from '@fidelidade/domain/messages';
import { useProgrammeLevels } from '../programme-rules.ts';

type HeadingLevel = 2 | 3;

function LevelCards({
  levels,
  headingLevel,
}: {
  levels: readonly LevelInfo[];
  headingLevel: HeadingLevel;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="levels" aria-label="Níveis do programa">
      {levels.map((info) => (
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

/**
 * The levels, then `children` (the rest of the page after them), once the rules are known; the
 * failure in the levels' place when they cannot be read, with the rest of the page still shown.
 */
export function CashbackLevels({
  headingLevel = 3,
  children,
}: {
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}) {
  const programme = useProgrammeLevels();
  if (programme.state === 'loading') return <div className="levels-loading" aria-busy="true" />;
  return (
    <>
      {programme.state === 'ready' ? (
        <LevelCards levels={programme.levels} headingLevel={headingLevel} />
      ) : (
        <p className="levels-unavailable" role="alert">
          {appMessages.levelsUnavailable}
        </p>
      )}
      {children}
    </>
  );
}
