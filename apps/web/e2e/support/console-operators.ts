// Two console operators per viewport for the adjustment journey: one writes an adjustment above the
// approval threshold, the other (never its author) approves it. The API's embedded database is
// opened only by the server once it runs, so they are written before it starts, with the repository
// function and password hashing `npm run operador:criar` uses; each enrols its TOTP at its first
// sign-in, over HTTP, as the console's own journeys do with the browser.
import { VIEWPORT_NAMES, type ViewportName } from '@fidelidade/test-kit/browser';
import { withDatabase } from '../../../api/scripts/with-database.ts';
import { PasswordHasher } from '../../../api/src/auth/passwords.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { insertOperador } from '../../../api/src/painel/operadores-repository.ts';

export interface ConsoleOperator {
  email: string;
  senha: string;
}

export type AdjustmentOperators = Record<
  ViewportName,
  { autor: ConsoleOperator; aprovador: ConsoleOperator }
>;

/** Long, no dictionary word, no name: the console's strength check accepts it. */
const SENHA = 'Kq7#vLm2!pZr9@Wx';

const operatorOf = (role: string, viewport: ViewportName): ConsoleOperator => ({
  email: `ajuste-${role}-${viewport}@painel.test`,
  senha: SENHA,
});

export async function createAdjustmentOperators(
  env: NodeJS.ProcessEnv,
): Promise<AdjustmentOperators> {
  const config = loadConfig(env);
  const passwords = new PasswordHasher(config.argon2);
  const senhaHash = await passwords.hash(SENHA);
  const operators = Object.fromEntries(
    VIEWPORT_NAMES.map((viewport) => [
      viewport,
      { autor: operatorOf('autor', viewport), aprovador: operatorOf('aprovador', viewport) },
    ]),
  ) as AdjustmentOperators;
  await withDatabase(config, async ({ db }) => {
    for (const { autor, aprovador } of Object.values(operators)) {
      for (const [nome, { email }] of [
        ['Autora do ajuste', autor],
        ['Aprovadora do ajuste', aprovador],
      ] as const) {
        await insertOperador(db, { nome, email, papel: 'financeiro', lojaId: null, senhaHash });
      }
    }
  });
  return operators;
}
