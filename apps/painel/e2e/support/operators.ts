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
import type { Papel } from '@fidelidade/domain/contracts/painel/papeis';

export interface JourneyOperator {
  nome: string;
  email: string;
  senha: string;
}

/** A password the console's strength check accepts (long, no dictionary word, no name). */
const SENHA = 'Kq7#vLm2!pZr9@Wx';

/** Each journey's operator and role; every one enrols its own TOTP at its first sign-in. */
const JOURNEY_ROLES = {
  entrada: 'administrador',
  lojas: 'administrador',
  regras: 'administrador',
  equipe: 'administrador',
  // Support: the agent who searches and asks for an adjustment, and the finance operator who
  // approves it; the administrator who acts on an account and reads the audit trail; the support
  // store's own operator; the agent who decides a CPF claim.
  suporte: 'atendimento',
  aprovacao: 'financeiro',
  acoes: 'administrador',
  vendas: 'loja',
  reivindicacao: 'atendimento',
  // The administrator who answers the authority from the data-protection register.
  registro: 'administrador',
  // The support agent who reads the customers' ratings across the stores.
  avaliacoes: 'atendimento',
  // The agent who takes a "Fale conosco" message and replies to it.
  mensagens: 'atendimento',
  // The finance operator who reads the programme's dashboard, and the operator of the store it reads.
  indicadores: 'financeiro',
  indicadoresloja: 'loja',
} as const satisfies Record<string, Papel>;
export type Journey = keyof typeof JOURNEY_ROLES;

const WIDTHS = ['1280', '768'] as const;

/** One operator per journey and width. */
export const JOURNEY_OPERATORS = (Object.keys(JOURNEY_ROLES) as Journey[]).flatMap((journey) =>
  WIDTHS.map((width) => `${journey}-${width}` as const),
);
export type JourneyOperatorName = (typeof JOURNEY_OPERATORS)[number];

const journeyOf = (name: JourneyOperatorName) => name.split('-')[0] as Journey;

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

/**
 * The operators, the `loja` ones bound to `lojaId` (the support journeys' store) unless `lojaIdOf`
 * names another store for one of them.
 */
export async function createOperators(
  env: NodeJS.ProcessEnv,
  lojaId: string,
  lojaIdOf: Partial<Record<JourneyOperatorName, string>> = {},
): Promise<Record<JourneyOperatorName, JourneyOperator>> {
  const [first = 'entrada-1280', ...others] = JOURNEY_OPERATORS;
  await operadorCriar(env, journeyOperator(first));
  const config = loadConfig(env);
  const passwords = new PasswordHasher(config.argon2);
  await withDatabase(config, async ({ db }) => {
    for (const name of others) {
      const { nome, email, senha } = journeyOperator(name);
      const senhaHash = await passwords.hash(senha);
      const papel = JOURNEY_ROLES[journeyOf(name)];
      await insertOperador(db, {
        nome,
        email,
        papel,
        lojaId: papel === 'loja' ? (lojaIdOf[name] ?? lojaId) : null,
        senhaHash,
      });
    }
  });
  return Object.fromEntries(
    JOURNEY_OPERATORS.map((name) => [name, journeyOperator(name)]),
  ) as Record<JourneyOperatorName, JourneyOperator>;
}
