// The customer as the code around the table sees it: every column but the password hash, which only
// the login and registration code reads, the name as the console's search compares it, and support's
// marks (0047), which the login and the console read.
import type { Selectable } from 'kysely';
import type { ClientesTable } from '../db/schema.ts';

export type ClienteRow = Omit<
  Selectable<ClientesTable>,
  'senha_hash' | 'nome_busca' | 'desativada_pelo_atendimento' | 'reservada_para'
>;

/** The columns of a customer row, for selects (qualified so they work in joins). */
export const CLIENTE_COLUMNS = [
  'clientes.id',
  'clientes.nome',
  'clientes.cpf',
  'clientes.celular',
  'clientes.email',
  'clientes.data_nascimento',
  'clientes.notificacoes_marketing_email',
  'clientes.notificacoes_marketing_sms',
  'clientes.ativo',
  'clientes.criado_em',
  'clientes.atualizado_em',
  'clientes.email_confirmado_em',
  'clientes.celular_confirmado_em',
  'clientes.email_definido_em',
] as const;
