// The register as administrators search it: by type, channel, São Paulo days and the person's CPF
// (its hash), newest first, with the operator's current name beside the id.
import type {
  RegistroFiltro,
  RegistroProtecaoDados,
} from '@fidelidade/domain/contracts/painel/registro';
import type { Executor } from '../../db/executor.ts';
import { dayRange } from '../../painel/day-range.ts';

/** The filters with the typed CPF already turned into the register's hash. */
export type RegisterSearch = Omit<RegistroFiltro, 'cpf'> & { cpfHash?: string };

function filtered(db: Executor, search: RegisterSearch) {
  let query = db
    .selectFrom('registro_protecao_dados as registro')
    .leftJoin('operadores', 'operadores.id', 'registro.operador_id');
  if (search.tipo) query = query.where('registro.tipo', '=', search.tipo);
  if (search.canal) query = query.where('registro.canal', '=', search.canal);
  if (search.cpfHash) query = query.where('registro.cpf_hash', '=', search.cpfHash);
  const { from, before } = dayRange(search.de, search.ate);
  if (from) query = query.where('registro.ocorrido_em', '>=', from);
  if (before) query = query.where('registro.ocorrido_em', '<', before);
  return query;
}

export interface RegisterLine {
  id: number;
  tipo: RegistroProtecaoDados['tipo'];
  canal: RegistroProtecaoDados['canal'];
  operadorId: string | null;
  operadorNome: string | null;
  ocorridoEm: Date;
  clienteId: string | null;
  cpfHash: string | null;
}

/** The matching lines, newest first, from `offset`, at most `limit`. */
export function registerLines(
  db: Executor,
  search: RegisterSearch,
  offset: number,
  limit: number,
): Promise<RegisterLine[]> {
  return filtered(db, search)
    .select([
      'registro.id',
      'registro.tipo',
      'registro.canal',
      'registro.operador_id as operadorId',
      'operadores.nome as operadorNome',
      'registro.ocorrido_em as ocorridoEm',
      'registro.cliente_id as clienteId',
      'registro.cpf_hash as cpfHash',
    ])
    .orderBy('registro.ocorrido_em', 'desc')
    .orderBy('registro.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countRegisterLines(db: Executor, search: RegisterSearch): Promise<number> {
  const { total } = await filtered(db, search)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

export function toRegistro(line: RegisterLine): RegistroProtecaoDados {
  return { ...line, ocorridoEm: line.ocorridoEm.toISOString() };
}
