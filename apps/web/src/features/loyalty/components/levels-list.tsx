// The three levels as the API states them (GET niveis; spec point 9 with the R$ 30,00 example), in the
// same cards the home page shows.
import type { Nivel } from '@fidelidade/domain/contracts/niveis';

export function LevelsList({ niveis }: { niveis: readonly Nivel[] }) {
  return (
    <ol className="levels" aria-label="Níveis do programa">
      {niveis.map((nivel) => (
        <li key={nivel.nivel} className={`level level-${nivel.nivel}`}>
          <div className="level-badge" aria-hidden="true">
            {nivel.percentual}%
          </div>
          <div>
            <h2 className="level-title">
              {nivel.titulo}: {nivel.percentual}% de cashback
            </h2>
            <p>{nivel.descricao}</p>
            <p className="level-example">{nivel.exemplo}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
