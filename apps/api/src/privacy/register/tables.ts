// Kysely type of the data-protection register (db/migrations/0050_registro_protecao_dados.sql).
import type { ColumnType, Generated } from 'kysely';
import type { CanalRegistro, TipoRegistro } from '@fidelidade/domain/contracts/painel/registro';

export interface RegistroProtecaoDadosTable {
  id: Generated<number>;
  tipo: TipoRegistro;
  canal: CanalRegistro;
  operador_id: string | null;
  ocorrido_em: ColumnType<Date, Date | undefined, never>;
  cpf_hash: string | null;
  /** Only ever updated to null, by the person's erasure (the trigger allows nothing else). */
  cliente_id: ColumnType<string | null, string | null, null>;
}
