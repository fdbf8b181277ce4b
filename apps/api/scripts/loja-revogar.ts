// npm run loja:revogar -- <id ou nome>: revokes a store's API key (DESIGN decision 5). Its calls
// answer 401 from then on; its purchases stay.
import { revokeLoja } from '../src/partner/lojas-repository.ts';
import { runCommand, UsageError } from './with-database.ts';

const USAGE = 'Uso: npm run loja:revogar -- <id ou nome da loja>';

await runCommand(USAGE, async ({ db }, idOrName) => {
  const loja = await revokeLoja(db, idOrName);
  if (!loja) throw new UsageError(`Nenhuma loja ativa com id ou nome "${idOrName}".`);
  return `Chave revogada: ${loja.nome} (${loja.id}). As chamadas dessa loja passam a receber 401.\n`;
});
