// npm run operador:criar: the first administrador, its password from the standard input (never an
// argument), held to the console's strength rule; it can then sign in and enrol TOTP.
import { expect, it } from 'vitest';
import { painelMessages } from '@fidelidade/domain/messages';
import { openDatabase } from '../../src/db/database.ts';
import { findOperadorByEmail } from '../../src/painel/operadores-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useOperatorCommands } from '../helpers/operator-commands.ts';
import { STRONG_PASSWORD } from './painel-app.ts';

describeEachDatabase('operador:criar', (kind) => {
  const { commandWithInput, command, options } = useOperatorCommands(kind);

  async function withDb<T>(
    work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
  ) {
    const database = await openDatabase(options());
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  it('creates an administrador from a password on standard input, and audits it', async () => {
    const created = await commandWithInput(
      'operador-criar',
      `${STRONG_PASSWORD}\n`,
      '--nome',
      'Ana Souza',
      '--email',
      'Ana@Marca.example',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(
      'Operador administrador criado: Ana Souza <ana@marca.example>',
    );
    expect(created.stdout).toContain('/painel/');
    expect(created.stdout).not.toContain(STRONG_PASSWORD);
    const row = await withDb((db) => findOperadorByEmail(db, 'ana@marca.example'));
    expect(row).toMatchObject({
      nome: 'Ana Souza',
      papel: 'administrador',
      ativo: true,
      totp_ativo: false,
    });
    expect(row?.senha_hash).toMatch(/^\$argon2id\$/);
    const audit = await withDb((db) =>
      db
        .selectFrom('auditoria')
        .selectAll()
        .where('registro_id', '=', row?.id ?? '')
        .execute(),
    );
    expect(audit).toMatchObject([{ operador_id: null, acao: 'criar', entidade: 'operador' }]);

    const again = await commandWithInput(
      'operador-criar',
      `${STRONG_PASSWORD}\n`,
      '--nome',
      'Ana Souza',
      '--email',
      'ana@marca.example',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Já existe um operador com o e-mail ana@marca.example.');
  }, 240_000);

  it('refuses a weak password, a password argument and a missing e-mail', async () => {
    const weak = await commandWithInput(
      'operador-criar',
      'palmeiras123\n',
      '--nome',
      'Bruno',
      '--email',
      'bruno@marca.example',
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(painelMessages.weakPassword);
    const short = await commandWithInput(
      'operador-criar',
      'curta\n',
      '--nome',
      'Bruno',
      '--email',
      'bruno@marca.example',
    );
    expect(short.stderr).toContain(painelMessages.passwordTooShort(12));
    const argument = await command(
      'operador-criar',
      '--nome',
      'Bruno',
      '--email',
      'bruno@marca.example',
      '--senha',
      STRONG_PASSWORD,
    );
    expect(argument.code).toBe(1);
    expect(argument.stderr).toContain('Uso: npm run operador:criar');
    const usage = await command('operador-criar', '--nome', 'Bruno');
    expect(usage.stderr).toContain('Uso: npm run operador:criar');
    const row = await withDb((db) => findOperadorByEmail(db, 'bruno@marca.example'));
    expect(row).toBeUndefined();
  }, 240_000);
});
