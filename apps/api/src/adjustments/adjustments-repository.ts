// The adjustments' rows (0048_ajustes.sql) and how the console sees one: with the names of the
// operators who wrote and decided it.
import type { Selectable } from 'kysely';
import type { Ajuste, AjustesQuery } from '@fidelidade/domain/contracts/painel/ajustes';
import type { Executor } from '../db/executor.ts';
import type { AjustesTable } from './tables.ts';

export type AjusteRow = Selectable<AjustesTable>;

export type NewAjuste = Pick<
  AjusteRow,
  'cliente_id' | 'tipo' | 'valor_centavos' | 'motivo' | 'motivo_publico' | 'estado' | 'criado_por'
> & { criado_em: Date };

export function insertAjuste(trx: Executor, values: NewAjuste): Promise<AjusteRow> {
  return trx.insertInto('ajustes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The adjustment, locked until the transaction ends, so two decisions never both pass. */
export function lockAjuste(trx: Executor, id: string): Promise<AjusteRow | undefined> {
  return trx.selectFrom('ajustes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function decideAjuste(
  trx: Executor,
  id: string,
  decision: Pick<AjusteRow, 'estado' | 'decidido_por' | 'decidido_em'>,
): Promise<void> {
  return trx
    .updateTable('ajustes')
    .set(decision)
    .where('id', '=', id)
    .execute()
    .then(() => undefined);
}

function withOperators(db: Executor) {
  return db
    .selectFrom('ajustes')
    .innerJoin('operadores as criador', 'criador.id', 'ajustes.criado_por')
    .leftJoin('operadores as decisor', 'decisor.id', 'ajustes.decidido_por')
    .selectAll('ajustes')
    .select(['criador.nome as criador_nome', 'decisor.nome as decisor_nome']);
}

type AjusteViewRow = AjusteRow & { criador_nome: string; decisor_nome: string | null };

function toAjuste(row: AjusteViewRow): Ajuste {
  return {
    id: row.id,
    clienteId: row.cliente_id,
    tipo: row.tipo,
    valorCentavos: row.valor_centavos,
    motivo: row.motivo,
    motivoPublico: row.motivo_publico,
    estado: row.estado,
    criadoPor: { id: row.criado_por, nome: row.criador_nome },
    criadoEm: row.criado_em.toISOString(),
    decididoPor:
      row.decidido_por === null ? null : { id: row.decidido_por, nome: row.decisor_nome ?? '' },
    decididoEm: row.decidido_em?.toISOString() ?? null,
  };
}

export async function findAjuste(db: Executor, id: string): Promise<Ajuste | undefined> {
  const row = await withOperators(db).where('ajustes.id', '=', id).executeTakeFirst();
  return row && toAjuste(row);
}

/** A page of adjustments, newest first, by state and customer. */
export async function listAjustes(
  db: Executor,
  { pagina, porPagina, estado, clienteId }: AjustesQuery,
): Promise<{ itens: Ajuste[]; total: number }> {
  let page = withOperators(db);
  let count = db.selectFrom('ajustes').select((eb) => eb.fn.countAll<number>().as('total'));
  if (estado) {
    page = page.where('ajustes.estado', '=', estado);
    count = count.where('estado', '=', estado);
  }
  if (clienteId) {
    page = page.where('ajustes.cliente_id', '=', clienteId);
    count = count.where('cliente_id', '=', clienteId);
  }
  const rows = await page
    .orderBy('ajustes.criado_em', 'desc')
    .orderBy('ajustes.id', 'desc')
    .offset((pagina - 1) * porPagina)
    .limit(porPagina)
    .execute();
  const { total } = await count.executeTakeFirstOrThrow();
  return { itens: rows.map(toAjuste), total };
}
