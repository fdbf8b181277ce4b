// Kysely types of the programme dashboard's summaries (db/migrations/0052_indicadores.sql), joined into
// DatabaseSchema. Every bigint is read as a number (db/database.ts).
import type { Generated } from 'kysely';

/** Per São Paulo month and store (null: no store), the sums the fold and the release job keep. */
export interface IndicadoresMesTable {
  mes: string;
  loja_id: string | null;
  compras: Generated<number>;
  valor_centavos: Generated<number>;
  clientes: Generated<number>;
  creditado_centavos: Generated<number>;
  liberado_centavos: Generated<number>;
  resgatado_centavos: Generated<number>;
  expirado_centavos: Generated<number>;
  estornado_centavos: Generated<number>;
  ajuste_credito_centavos: Generated<number>;
  ajuste_debito_centavos: Generated<number>;
  variacao_pendente_centavos: Generated<number>;
  variacao_divida_centavos: Generated<number>;
  /** What erased customers held (available + pending) when their account was erased. */
  apagado_centavos: Generated<number>;
}

/** Each customer's purchases not cancelled per month and store, as far as the fold got. */
export interface IndicadoresClientesTable {
  mes: string;
  cliente_id: string;
  loja_id: string;
  compras: number;
}

/** Per month, how many customers made exactly `compras` purchases in it. */
export interface IndicadoresNiveisTable {
  mes: string;
  compras: number;
  clientes: number;
}

/** Per São Paulo month, the accounts created in it that exist now (members.ts). */
export interface IndicadoresMembrosTable {
  mes: string;
  clientes: number;
}

/** Per São Paulo month and store, the ratings and their stars summed (kept by a trigger). */
export interface IndicadoresAvaliacoesTable {
  mes: string;
  loja_id: string;
  avaliacoes: number;
  estrelas: number;
}

/** The fold's watermark: one row. */
export interface IndicadoresMarcaTable {
  unica: Generated<boolean>;
  /** xid8, as text: every entry of a transaction below it is folded. */
  ate: string;
  atualizado_em: Date;
}

export interface ProgrammeDashboardTables {
  indicadores_mes: IndicadoresMesTable;
  indicadores_clientes: IndicadoresClientesTable;
  indicadores_niveis: IndicadoresNiveisTable;
  indicadores_membros: IndicadoresMembrosTable;
  indicadores_avaliacoes: IndicadoresAvaliacoesTable;
  indicadores_marca: IndicadoresMarcaTable;
}
