// One page of a console list and how many rows there are in all, from the list's two queries.
import type { Paginacao } from '@fidelidade/domain/contracts/painel/paginacao';

export interface Listing<Row> {
  /** The rows from `offset`, at most `limit`, in the list's order. */
  rows(offset: number, limit: number): Promise<Row[]>;
  count(): Promise<number>;
}

export async function pageOf<Row, Item>(
  listing: Listing<Row>,
  { pagina, porPagina }: Paginacao,
  toItem: (row: Row) => Item,
): Promise<{ itens: Item[]; total: number }> {
  const [rows, total] = await Promise.all([
    listing.rows((pagina - 1) * porPagina, porPagina),
    listing.count(),
  ]);
  return { itens: rows.map(toItem), total };
}
