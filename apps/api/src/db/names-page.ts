// The console's lists of names (the stores', the operators' who may handle a message): a page of
// ids and names in the order a person reads them, and how many there are in all.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paginacao } from '@fidelidade/domain/contracts/painel/paginacao';
import { countRows } from './count-rows.ts';
import type { DatabaseSchema } from './schema.ts';

export interface NameRef {
  id: string;
  nome: string;
}

/** One page of `query`'s rows (a table with `id` and `nome`, filtered), by name, case ignored. */
export async function namesPage<Tables extends keyof DatabaseSchema>(
  query: SelectQueryBuilder<DatabaseSchema, Tables, object>,
  { pagina, porPagina }: Paginacao,
): Promise<{ itens: NameRef[]; total: number }> {
  const [itens, total] = await Promise.all([
    query
      .select([sql<string>`id`.as('id'), sql<string>`nome`.as('nome')])
      .orderBy(sql`lower(nome)`)
      .orderBy(sql`id`)
      .limit(porPagina)
      .offset((pagina - 1) * porPagina)
      .execute(),
    countRows(query),
  ]);
  return { itens, total };
}
