// npm run operador:criar -- --nome "Ana Souza" --email ana@marca.com.br: creates an administrador of
// the operator console (the first one; the console creates the rest). The password is never an
// argument, which `ps` and the shell's history would show: it is typed at a prompt that does not echo
// it (twice), or read from the standard input's first line when that is not a terminal. It must pass
// the console's strength rule. The operator then signs in at /painel/ and enrols TOTP there.
import { parseArgs } from 'node:util';
import { operadorSenhaSchema } from '@fidelidade/domain/contracts/painel/operador';
import { OPERADOR_NOME_MAX } from '@fidelidade/domain/contracts/painel/operadores';
import { validationMessages } from '@fidelidade/domain/messages';
import { emailField } from '@fidelidade/domain/validation/email';
import { firstMessage } from '@fidelidade/domain/validation/first-message';
import { requiredText } from '@fidelidade/domain/validation/required';
import { PasswordHasher } from '../src/auth/passwords.ts';
import { loadConfig } from '../src/config.ts';
import { recordAudit } from '../src/painel/audit.ts';
import { insertOperador, OperatorEmailTakenError } from '../src/painel/operadores-repository.ts';
import { operatorPasswordProblem } from '../src/painel/password-strength.ts';
import { readSecret } from './read-secret.ts';
import { runDatabaseCommand, UsageError } from './with-database.ts';

const USAGE = [
  'Uso: npm run operador:criar -- --nome "Nome do operador" --email email@marca.com.br',
  '  Cria um operador administrador do painel. A senha é pedida sem aparecer na tela (ou lida da',
  '  primeira linha da entrada padrão): nunca a passe como argumento.',
].join('\n');

const OPTIONS = { nome: { type: 'string' }, email: { type: 'string' } } as const;

function parse(words: readonly string[]) {
  let values: Partial<Record<keyof typeof OPTIONS, string>>;
  try {
    ({ values } = parseArgs({ args: [...words], options: OPTIONS, strict: true }));
  } catch {
    throw new UsageError(USAGE);
  }
  const nome = requiredText('nome', OPERADOR_NOME_MAX).safeParse(values.nome ?? '');
  const email = emailField(validationMessages.required('e-mail')).safeParse(values.email ?? '');
  if (values.nome === undefined || values.email === undefined) throw new UsageError(USAGE);
  if (!nome.success) throw new UsageError(firstMessage(nome.error));
  if (!email.success) throw new UsageError(firstMessage(email.error));
  return { nome: nome.data, email: email.data };
}

async function password(nome: string, email: string): Promise<string> {
  const senha = await readSecret('Senha (mínimo 12 caracteres): ');
  const shape = operadorSenhaSchema.safeParse(senha);
  if (!shape.success) throw new UsageError(firstMessage(shape.error));
  const problem = await operatorPasswordProblem(senha, [nome, email]);
  if (problem) throw new UsageError(problem);
  if (process.stdin.isTTY && (await readSecret('Repita a senha: ')) !== senha) {
    throw new UsageError('As senhas não conferem.');
  }
  return senha;
}

await runDatabaseCommand(parse, async ({ db }, { nome, email }) => {
  const senha = await password(nome, email);
  const senhaHash = await new PasswordHasher(loadConfig().argon2).hash(senha);
  let id: string;
  try {
    id = await db.transaction().execute(async (trx) => {
      const row = await insertOperador(trx, {
        nome,
        email,
        papel: 'administrador',
        lojaId: null,
        senhaHash,
      });
      // No operator and no address: the command line did it.
      await recordAudit(trx, {
        operadorId: null,
        acao: 'criar',
        entidade: 'operador',
        registroId: row.id,
        ip: null,
        criadoEm: new Date(),
        motivo: null,
      });
      return row.id;
    });
  } catch (error) {
    if (error instanceof OperatorEmailTakenError) {
      throw new UsageError(`Já existe um operador com o e-mail ${email}.`);
    }
    throw error;
  }
  return [
    `Operador administrador criado: ${nome} <${email}>`,
    `  id: ${id}`,
    'Próximo passo: entre no painel em /painel/ com este e-mail e a senha, e cadastre o segundo',
    'fator: leia o QR code com um aplicativo autenticador (Google Authenticator, Authy, 1Password…)',
    'e digite o código. Guarde os 10 códigos de recuperação mostrados: eles não aparecem de novo.',
    '',
  ].join('\n');
});
