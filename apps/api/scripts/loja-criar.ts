// npm run loja:criar -- "Loja Centro": creates a partner store and prints its API key, once
// (DESIGN decision 5). Only the key's SHA-256 is stored, so a lost key is replaced by revoking the
// store (npm run loja:revogar) and creating another.
import { createLoja, StoreNameTakenError } from '../src/partner/lojas-repository.ts';
import { runCommand, UsageError } from './with-database.ts';

const USAGE = 'Uso: npm run loja:criar -- "Nome da loja"';
const MAX_NAME = 120;

await runCommand(USAGE, async ({ db }, nome) => {
  if (nome.length > MAX_NAME)
    throw new UsageError(`O nome da loja deve ter até ${MAX_NAME} caracteres.`);
  try {
    const loja = await createLoja(db, nome);
    return [
      `Loja criada: ${loja.nome}`,
      `  id:    ${loja.id}`,
      `  chave: ${loja.chave}`,
      'Guarde a chave agora: ela não será mostrada de novo (o banco guarda só o hash).',
      'Use-a como "Authorization: Bearer <chave>" na API de parceiros.',
      '',
    ].join('\n');
  } catch (error) {
    if (error instanceof StoreNameTakenError) throw new UsageError(error.message);
    throw error;
  }
});
