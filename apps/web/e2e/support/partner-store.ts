// The partner store the loyalty journeys post purchases from (DESIGN decision 5). Stores have no HTTP
// route, so it is created before the API starts by the code `npm run loja:criar` runs (createLoja, on
// the database the API's configuration names, migrated as at start-up); the key exists only in this
// answer.
import { withDatabase } from '../../../api/scripts/with-database.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { createLoja } from '../../../api/src/partner/lojas-repository.ts';

export interface PartnerStore {
  nome: string;
  chave: string;
}

/** Creates the store on the database of an API started with `env` (see apiServerEnv). */
export async function createPartnerStore(
  env: NodeJS.ProcessEnv,
  nome: string,
): Promise<PartnerStore> {
  const { chave } = await withDatabase(loadConfig(env), ({ db }) => createLoja(db, nome));
  return { nome, chave };
}
