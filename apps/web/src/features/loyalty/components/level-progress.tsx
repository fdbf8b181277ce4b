// The customer's level now and what is missing for the next one (spec point 9, DESIGN decision 4):
// purchases are counted per São Paulo calendar month, so the progress is this month's.
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { useId } from 'react';
import { useProgrammeLevels } from '../../../lib/programme-rules.ts';

type Progress = Pick<
  Extrato,
  'nivel' | 'comprasNoMes' | 'proximoNivel' | 'comprasParaProximoNivel'
>;

function purchases(count: number): string {
  return count === 1 ? '1 compra' : `${count} compras`;
}

function missingText(
  { proximoNivel, comprasParaProximoNivel }: Progress,
  percent: number | undefined,
): string {
  if (proximoNivel === null) {
    const keep = percent === undefined ? '' : ` para manter ${percent}% de cashback`;
    return `Você está no nível máximo: continue comprando este mês${keep}.`;
  }
  const verb = comprasParaProximoNivel === 1 ? 'Falta' : 'Faltam';
  return `${verb} ${purchases(comprasParaProximoNivel)} para o nível ${proximoNivel}.`;
}

export function LevelProgress(progress: Progress) {
  const textId = useId();
  const { nivel, comprasNoMes, comprasParaProximoNivel } = progress;
  const programme = useProgrammeLevels();
  // The rate of the level, once the rules in force are known (GET regras).
  const percent =
    programme.state === 'ready'
      ? programme.levels.find((info) => info.level === nivel)?.percent
      : undefined;
  const target = comprasNoMes + comprasParaProximoNivel;
  return (
    <div className="level-progress">
      <p className="level-progress-title">
        Nível {nivel}
        {percent ? <span className="level-progress-rate"> · {percent}% de cashback</span> : null}
      </p>
      <p>
        Compras este mês: {comprasNoMes}. <span id={textId}>{missingText(progress, percent)}</span>
      </p>
      {target > 0 && comprasParaProximoNivel > 0 ? (
        <progress
          className="level-progress-bar"
          max={target}
          value={comprasNoMes}
          aria-label={`Progresso para o nível ${nivel + 1}`}
          aria-describedby={textId}
        />
      ) : null}
    </div>
  );
}
