// One ledger row as the statement shows it (contracts/lancamento.ts).
import type { Lancamento } from '@fidelidade/domain/contracts/lancamento';
import type { CashbackPercent } from '@fidelidade/domain/cashback/rules';
import type { LancamentoTipo } from '@fidelidade/domain/contracts/lancamento';

export const entryColumns = [
  'lancamentos.id',
  'lancamentos.tipo',
  'lojas.nome as loja',
  'lancamentos.ocorrido_em',
  'lancamentos.valor_centavos',
  'lancamentos.percentual',
  'lancamentos.cashback_centavos',
] as const;

export interface EntryRow {
  id: string;
  tipo: LancamentoTipo;
  loja: string;
  ocorrido_em: Date;
  valor_centavos: number;
  percentual: CashbackPercent | null;
  cashback_centavos: number;
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
  };
}
