// One page of a console list and how many rows there are in all, from the list's two queries.
import type { SelectQueryBuilder } from 'kysely';
import type { Paginacao } from '@fidelidade/domain/contracts/painel/paginacao';
import type { DatabaseSchema } from '../../db/schema.ts';

export interface Listing<Row> {
  /** The rows from `offset`, at most `limit`, in the list's order. */
  rows(offset: number, limit: number): Promise<Row[]>;
  count(): Promise<{ total: number }>;
}

export async function pageOf<Row, Item>(
  listing: Listing<Row>,
  { pagina, porPagina }: Paginacao,
  toItem: (row: Row) => Item,
): Promise<{ itens: Item[]; total: number }> {
  const [rows, { total }] = await Promise.all([
    listing.rows((pagina - 1) * porPagina, porPagina),
    listing.count(),
  ]);
  return { itens: rows.map(toItem), total };
}

/** How many rows `query` (a list's filtered FROM and WHERE, nothing selected yet) finds. */
export function countOf<Tables extends keyof DatabaseSchema>(
  query: SelectQueryBuilder<DatabaseSchema, Tables, object>,
): Promise<{ total: number }> {
  return query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
}
