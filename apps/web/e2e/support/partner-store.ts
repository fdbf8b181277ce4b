// The partner store the loyalty journeys post purchases from (DESIGN decision 5). It is created before
// the API starts, on the same embedded database folder, by the code `npm run loja:criar` uses
// (createLoja), since stores have no HTTP route; the key exists only in this answer.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface PartnerStore {
  nome: string;
  chave: string;
}

const run = promisify(execFile);

// Evaluated by Node with tsx, so the API's TypeScript runs as it does in the server.
const CREATE_STORE = `
import { openDatabase } from './apps/api/src/db/database.ts';
import { migrate } from './apps/api/src/db/migrator.ts';
import { createLoja } from './apps/api/src/partner/lojas-repository.ts';
const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR });
try {
  await migrate(database.db);
  const { nome, chave } = await createLoja(database.db, process.env.LOJA_NOME);
  process.stdout.write(JSON.stringify({ nome, chave }));
} finally {
  await database.close();
}
`;

export async function createPartnerStore(
  repoRoot: string,
  dataDir: string,
  nome: string,
): Promise<PartnerStore> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', CREATE_STORE],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOJA_NOME: nome } },
  );
  return JSON.parse(stdout) as PartnerStore;
}
