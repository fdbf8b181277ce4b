// An operator as the console sees it: never the password hash nor the TOTP secret.
import type { Operador } from '@fidelidade/domain/contracts/painel/operador';
import type { OperadorRow } from './operadores-repository.ts';

export function toOperador(row: OperadorRow): Operador {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    papel: row.papel,
    lojaId: row.loja_id,
    ativo: row.ativo,
    totpAtivo: row.totp_ativo,
    criadoEm: row.criado_em.toISOString(),
  };
}
