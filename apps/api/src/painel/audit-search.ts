// The audit trail as administrators search it: filters by operator, action, entity, record and São
// Paulo days, newest first, with the operator's current name beside the id.
import type { AuditoriaFiltro, Auditoria } from '@fidelidade/domain/contracts/painel/auditoria';
import { countRows } from '../db/count-rows.ts';
import type { Executor } from '../db/executor.ts';
import { dayRange } from './day-range.ts';
import { isUuid } from './uuid.ts';

function filtered(db: Executor, filtro: AuditoriaFiltro) {
  let query = db
    .selectFrom('auditoria')
    .leftJoin('operadores', 'operadores.id', 'auditoria.operador_id');
  if (filtro.operadorId !== undefined) {
    // An id that is no UUID names nobody: no row, rather than PostgreSQL's error.
    query = isUuid(filtro.operadorId)
      ? query.where('auditoria.operador_id', '=', filtro.operadorId)
      : query.where((eb) => eb.val(false));
  }
  if (filtro.acao) query = query.where('auditoria.acao', '=', filtro.acao);
  if (filtro.entidade) query = query.where('auditoria.entidade', '=', filtro.entidade);
  if (filtro.registroId) query = query.where('auditoria.registro_id', '=', filtro.registroId);
  const { from, before } = dayRange(filtro.de, filtro.ate);
  if (from) query = query.where('auditoria.criado_em', '>=', from);
  if (before) query = query.where('auditoria.criado_em', '<', before);
  return query;
}

export interface AuditLine {
  id: number;
  operadorId: string | null;
  operadorNome: string | null;
  acao: string;
  entidade: string;
  registroId: string | null;
  ip: string | null;
  criadoEm: Date;
  motivo: string | null;
}

/** The matching lines, newest first, from `offset`, at most `limit`. */
export function auditLines(
  db: Executor,
  filtro: AuditoriaFiltro,
  offset: number,
  limit: number,
): Promise<AuditLine[]> {
  return filtered(db, filtro)
    .select([
      'auditoria.id',
      'auditoria.operador_id as operadorId',
      'operadores.nome as operadorNome',
      'auditoria.acao',
      'auditoria.entidade',
      'auditoria.registro_id as registroId',
      'auditoria.ip',
      'auditoria.criado_em as criadoEm',
      'auditoria.motivo',
    ])
    .orderBy('auditoria.criado_em', 'desc')
    .orderBy('auditoria.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countAuditLines(db: Executor, filtro: AuditoriaFiltro): Promise<number> {
  return countRows(filtered(db, filtro));
}

export function toAuditoria(line: AuditLine): Auditoria {
  return { ...line, criadoEm: line.criadoEm.toISOString() };
}
