// The operators the journeys sign in as. The API's database is an embedded PGlite that only the server
// may open once it runs, so every operator exists before it starts: the first administrator by the
// real `npm run operador:criar` (password on its standard input, as a script would give it), the others
// by the same repository function and password hashing that command uses, which is quicker than one
// command per operator.
import { spawn } from 'node:child_process';
import { repoRoot } from '@fidelidade/test-kit/api-server';
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
  'equipe-1280',
  'equipe-768',
] as const;
export type JourneyOperatorName = (typeof JOURNEY_OPERATORS)[number];

const journeyOperator = (name: JourneyOperatorName): JourneyOperator => ({
  nome: `Operadora ${name}`,
  email: `${name}@painel.test`,
  senha: SENHA,
});

/** `npm run operador:criar -- --nome … --email …` on the database `env` names. */
function operadorCriar(env: NodeJS.ProcessEnv, operador: JourneyOperator): Promise<void> {
  return new Promise((done, fail) => {
    const command = spawn(
      'npm',
      [
        'run',
        '--silent',
        'operador:criar',
        '--',
        '--nome',
        operador.nome,
        '--email',
        operador.email,
      ],
      { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    command.stdout.on('data', keep);
    command.stderr.on('data', keep);
    command.stdin.end(`${operador.senha}\n`);
    command.once('error', fail);
    command.once('exit', (code) => {
      if (code === 0) done();
      else fail(new Error(`npm run operador:criar failed (${String(code)}):\n${output}`));
    });
  });
}

export async function createOperators(
  env: NodeJS.ProcessEnv,
): Promise<Record<JourneyOperatorName, JourneyOperator>> {
  const [first, ...others] = JOURNEY_OPERATORS;
  await operadorCriar(env, journeyOperator(first));
  const config = loadConfig(env);
  const passwords = new PasswordHasher(config.argon2);
  await withDatabase(config, async ({ db }) => {
    for (const name of others) {
      const { nome, email, senha } = journeyOperator(name);
      const senhaHash = await passwords.hash(senha);
      await insertOperador(db, { nome, email, papel: 'administrador', lojaId: null, senhaHash });
    }
  });
  return Object.fromEntries(
    JOURNEY_OPERATORS.map((name) => [name, journeyOperator(name)]),
  ) as Record<JourneyOperatorName, JourneyOperator>;
}
