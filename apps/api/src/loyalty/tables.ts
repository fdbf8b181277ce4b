// Kysely types of the loyalty tables (migrations 0020 to 0024, 0038, 0040 and 0044; DESIGN decisions 4 to 7).
import type { ColumnType, Generated } from 'kysely';
import type { CreditoSituacao, LancamentoTipo } from '@fidelidade/domain/contracts/lancamento';
import type { CashbackPercent, Level } from '@fidelidade/domain/cashback/rules';

/** A timestamptz column the database fills in (now()) unless given. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

/** 0020_lojas.sql: partner stores and their hashed API key. */
export interface LojasTable {
  id: Generated<string>;
  nome: string;
  chave_hash: string;
  criada_em: Timestamp;
  revogada_em: Date | null;
  /** 0044_lojas_chave_anterior.sql: the hash of the key a rotation replaced, and until when it works. */
  chave_anterior_hash: string | null;
  chave_anterior_expira_em: Date | null;
}

/** 0021_compras.sql: purchases, kept without the customer link after a deletion. */
export interface ComprasTable {
  id: Generated<string>;
  loja_id: string;
  id_compra_loja: string;
  cliente_id: string | null;
  valor_centavos: number;
  ocorrida_em: Date;
  /** 'YYYY-MM', São Paulo. */
  mes: string;
  posicao_no_mes: number;
  percentual: CashbackPercent;
  cashback_centavos: number;
  nivel_apos: Level;
  hash_avaliacao: string;
  criada_em: Timestamp;
  cancelada_em: Date | null;
}

/** 0024_compras_mes.sql: each customer's count of non-cancelled purchases per São Paulo month. */
export interface ComprasMesTable {
  cliente_id: string;
  /** 'YYYY-MM', São Paulo. */
  mes: string;
  compras: number;
}

/** 0021_compras.sql: one rating per purchase. */
export interface AvaliacoesTable {
  compra_id: string;
  estrelas: number;
  comentario: Generated<string>;
  criada_em: Timestamp;
  /** 0051: the purchase's store, copied by a trigger on insert. */
  loja_id: Generated<string>;
}

/** 0022_resgates.sql: cashback spent at a till. */
export interface ResgatesTable {
  id: Generated<string>;
  loja_id: string;
  id_resgate_loja: string;
  cliente_id: string | null;
  valor_centavos: number;
  saldo_apos_centavos: number;
  criado_em: Timestamp;
}

/** 0023_saldos_lancamentos.sql: the balance row every ledger change locks first. */
export interface SaldosTable {
  cliente_id: string;
  saldo_centavos: Generated<number>;
  atualizado_em: Timestamp;
  /** 0031_saldos_versao.sql: how many times the row changed (a trigger counts). */
  versao: Generated<number>;
  /** 0041_creditos_cashback.sql: cashback still in its carência (saldo_centavos is what is available). */
  pendente_centavos: Generated<number>;
  /** 0041_creditos_cashback.sql: reversed cashback already spent, settled by the next releases. */
  divida_centavos: Generated<number>;
}

/** 0023_saldos_lancamentos.sql: the customer's statement entries. */
export interface LancamentosTable {
  id: Generated<string>;
  cliente_id: string;
  /** Null for an expiry and an adjustment. */
  loja_id: string | null;
  tipo: LancamentoTipo;
  compra_id: string | null;
  resgate_id: string | null;
  /** 0041_creditos_cashback.sql: the credit an expiry entry took from. */
  credito_id: Generated<string | null>;
  /** 0048_ajustes.sql: the adjustment an 'ajuste' entry applied. */
  ajuste_id: Generated<string | null>;
  valor_centavos: number;
  percentual: CashbackPercent | null;
  cashback_centavos: number;
  ocorrido_em: Date;
  mes: string;
  criado_em: Timestamp;
  /** 0052_indicadores.sql: the transaction that wrote it (xid8, as text), for the dashboard's fold. */
  transacao: Generated<string>;
  /** 0052: the part of a cancellation's reversal taken from pending cashback. */
  pendente_centavos: Generated<number>;
  /** 0052: the debt the entry made (+, a cancellation) or settled (-, a credit adjustment). */
  divida_centavos: Generated<number>;
}

/** 0038_extrato_mensal.sql: the statement's summary, per customer and São Paulo month (month-summary.ts). */
export interface ExtratoMensalTable {
  cliente_id: string;
  /** 'YYYY-MM', São Paulo, as lancamentos.mes. */
  mes: string;
  /** Cashback credited by the month's purchases. */
  ganho_centavos: Generated<number>;
  /** Cashback taken back by the month's cancellations, as a positive amount. */
  estornado_centavos: Generated<number>;
  /** Cashback spent in the month's redemptions, as a positive amount. */
  resgatado_centavos: Generated<number>;
  /** 0041_creditos_cashback.sql: cashback that expired in the month, as a positive amount. */
  expirado_centavos: Generated<number>;
  /** 0048_ajustes.sql: cashback credited by the month's adjustments. */
  ajuste_credito_centavos: Generated<number>;
  /** 0048_ajustes.sql: cashback debited by the month's adjustments, as a positive amount. */
  ajuste_debito_centavos: Generated<number>;
}

/** 0041_creditos_cashback.sql: one purchase's cashback (or an opening balance, or a credit adjustment)
 * and what is left of it. */
export interface CreditosCashbackTable {
  id: Generated<string>;
  cliente_id: string;
  compra_id: string | null;
  creditado_centavos: number;
  restante_centavos: number;
  expirado_centavos: Generated<number>;
  estado: CreditoSituacao;
  libera_em: Date;
  expira_em: Date;
  /** 0042_avisos.sql: whether its "credited" notice was written (notices/credit-notices.ts). */
  avisado: Generated<boolean>;
  /** 0048_ajustes.sql: the credit adjustment it comes from; null for a purchase's. */
  ajuste_id: Generated<string | null>;
}

/** 0040_regras_programa.sql: the versions of the programme's rules (cashback/rules-versions.ts). */
export interface RegrasProgramaTable {
  /** 'YYYY-MM': the São Paulo month whose 1st it starts on. */
  inicio: string;
  percentuais: number[];
  limites_nivel: number[];
  carencia_dias: number;
  validade_meses: number;
  criada_em: Timestamp;
}

/** Spread into DatabaseSchema (src/db/schema.ts). */
export interface LoyaltyTables {
  lojas: LojasTable;
  compras: ComprasTable;
  compras_mes: ComprasMesTable;
  avaliacoes: AvaliacoesTable;
  resgates: ResgatesTable;
  saldos: SaldosTable;
  lancamentos: LancamentosTable;
  extrato_mensal: ExtratoMensalTable;
  regras_programa: RegrasProgramaTable;
  creditos_cashback: CreditosCashbackTable;
}
