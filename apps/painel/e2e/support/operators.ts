// The operators the journeys sign in as. The API's database is an embedded PGlite that only the server
// may open once it runs, so every operator is created before it starts, as `npm run operador:criar`
// creates the first administrator: on the database the API's configuration names.
import { withDatabase } from '../../../api/scripts/with-database.ts';
import { PasswordHasher } from '../../../api/src/auth/passwords.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { insertOperador } from '../../../api/src/painel/operadores-repository.ts';

export interface JourneyOperator {
  nome: string;
  email: string;
  senha: string;
}

/** A password the console's strength check accepts (long, no dictionary word, no name). */
const SENHA = 'Kq7#vLm2!pZr9@Wx';

/** One administrator per journey and width: each enrols its own TOTP at its first sign-in. */
export const JOURNEY_OPERATORS = [
  'entrada-1280',
  'entrada-768',
  'lojas-1280',
  'lojas-768',
  'regras-1280',
  'regras-768',
] as const;
export type JourneyOperatorName = (typeof JOURNEY_OPERATORS)[number];

export async function createOperators(
  env: NodeJS.ProcessEnv,
): Promise<Record<JourneyOperatorName, JourneyOperator>> {
  const config = loadConfig(env);
  const passwords = new PasswordHasher(config.argon2);
  return withDatabase(config, async ({ db }) => {
    const created = {} as Record<JourneyOperatorName, JourneyOperator>;
    for (const name of JOURNEY_OPERATORS) {
      const operador = { nome: `Operadora ${name}`, email: `${name}@painel.test`, senha: SENHA };
      await insertOperador(db, {
        nome: operador.nome,
        email: operador.email,
        papel: 'administrador',
        lojaId: null,
        senhaHash: await passwords.hash(SENHA),
      });
      created[name] = operador;
    }
    return created;
  });
}
