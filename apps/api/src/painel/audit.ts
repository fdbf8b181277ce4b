// The audit trail's writer: one row per write and per display of a customer's unmasked
// data, naming the record by id only. The table refuses updates and deletes (0043_painel.sql).
import type { Executor } from '../db/executor.ts';

/** What a route says of what it did; the operator, address and time are the request's. */
export interface AuditEntry {
  /** A verb: entrar, sair, criar, alterar, trocar_chave, revogar, exportar, … (painel/README.md). */
  acao: string;
  /** The kind of record: operador, sessao, loja, regras, auditoria, cliente, … */
  entidade: string;
  /** The record's id; never a personal value. */
  registroId?: string | null;
  /** Only where no operator is signed in yet (the sign-in itself). */
  operadorId?: string;
  /** The reason the operator gave, where the action asks for one (contracts/painel/motivo.ts). */
  motivo?: string;
}

export interface AuditRow {
  operadorId: string | null;
  acao: string;
  entidade: string;
  registroId: string | null;
  ip: string | null;
  criadoEm: Date;
  motivo: string | null;
}

export async function recordAudit(db: Executor, row: AuditRow): Promise<void> {
  await db
    .insertInto('auditoria')
    .values({
      operador_id: row.operadorId,
      acao: row.acao,
      entidade: row.entidade,
      registro_id: row.registroId,
      ip: row.ip,
      criado_em: row.criadoEm,
      motivo: row.motivo,
    })
    .execute();
}
