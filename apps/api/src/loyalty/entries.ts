// One ledger row as the statement shows it (contracts/lancamento.ts): with its store's name (none for
// an expiry or an adjustment), for a purchase the state of its cashback credit (none for a purchase
// recorded before credits), and for an adjustment its public reason.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Lancamento } from '@fidelidade/domain/contracts/lancamento';
import type { CashbackPercent } from '@fidelidade/domain/cashback/rules';
import type { CreditoSituacao, LancamentoTipo } from '@fidelidade/domain/contracts/lancamento';
import type { DatabaseSchema } from '../db/schema.ts';

export const entryColumns = [
  'lancamentos.id',
  'lancamentos.tipo',
  'lojas.nome as loja',
  'lancamentos.ocorrido_em',
  'lancamentos.valor_centavos',
  'lancamentos.percentual',
  'lancamentos.cashback_centavos',
  'credito.estado as situacao',
  'ajustes.motivo_publico as descricao',
] as const;

/** Joins what entryColumns reads to a query on lancamentos. */
export function withEntryDetails<O>(query: SelectQueryBuilder<DatabaseSchema, 'lancamentos', O>) {
  return query
    .leftJoin('lojas', 'lojas.id', 'lancamentos.loja_id')
    .leftJoin('creditos_cashback as credito', (join) =>
      join
        .onRef('credito.compra_id', '=', 'lancamentos.compra_id')
        .on('lancamentos.tipo', '=', sql.lit('compra')),
    )
    .leftJoin('ajustes', 'ajustes.id', 'lancamentos.ajuste_id');
}

export interface EntryRow {
  id: string;
  tipo: LancamentoTipo;
  loja: string | null;
  ocorrido_em: Date;
  valor_centavos: number;
  percentual: CashbackPercent | null;
  cashback_centavos: number;
  situacao: CreditoSituacao | null;
  descricao: string | null;
}

export function toLancamento(row: EntryRow): Lancamento {
  return {
    id: row.id,
    tipo: row.tipo,
    loja: row.loja,
    dataHora: row.ocorrido_em.toISOString(),
    valorCentavos: row.valor_centavos,
    percentual: row.percentual,
    cashbackCentavos: row.cashback_centavos,
    situacao: row.situacao,
    descricao: row.descricao,
  };
}
