// Kysely types of the manual adjustments (db/migrations/0048_ajustes.sql), joined into DatabaseSchema.
import type { ColumnType, Generated } from 'kysely';
import type { AjusteEstado, AjusteTipo } from '@fidelidade/domain/contracts/painel/ajustes';

/** A timestamptz column the database fills in (now()) unless given. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface AjustesTable {
  id: Generated<string>;
  cliente_id: string;
  tipo: AjusteTipo;
  valor_centavos: number;
  /** Internal: the staff's reason. */
  motivo: string;
  /** What the customer's statement shows. */
  motivo_publico: string;
  estado: AjusteEstado;
  criado_por: string;
  criado_em: Timestamp;
  /** The second operator's decision; null while waiting and for one applied at creation. */
  decidido_por: string | null;
  decidido_em: Date | null;
}

export interface AdjustmentTables {
  ajustes: AjustesTable;
}
