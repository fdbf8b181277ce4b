// Data access for customers (STYLE apps/api: repositories take an optional transaction; handlers stay
// thin). E-mails arrive lower-cased from the domain schemas; dates as 'YYYY-MM-DD' or null.
import type { Selectable } from 'kysely';
import type { NotificationType } from '@fidelidade/domain/contracts/configurar-notificacoes';
import type { Flag } from '@fidelidade/domain/contracts/fields';
import type { Executor } from '../db/executor.ts';
import { namedStatement, runNamed } from '../db/named-statements.ts';
import type { ClientesTable } from '../db/schema.ts';
import { CLIENTE_COLUMNS, type ClienteRow } from './cliente-row.ts';
import { duplicateError } from './duplicates.ts';

export interface NewCliente {
  nome: string;
  cpf: string;
  celular: string;
  email: string;
  senhaHash: string;
  marketingEmail: Flag;
  marketingSms: Flag;
}

export interface ProfileChanges {
  nome: string;
  celular: string;
  /** null only for an account whose unproven e-mail was released (email-release.ts). */
  email: string | null;
  /** 'YYYY-MM-DD', or null to clear it. */
  dataNascimento: string | null;
}

/** What login needs: the customer, the stored hash and whether support closed it, in one read. */
export type LoginRecord = ClienteRow &
  Pick<Selectable<ClientesTable>, 'senha_hash' | 'desativada_pelo_atendimento'>;

async function mapDuplicates<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw duplicateError(error);
  }
}

export function insertCliente(db: Executor, values: NewCliente): Promise<ClienteRow> {
  return mapDuplicates(
    db
      .insertInto('clientes')
      .values({
        nome: values.nome,
        cpf: values.cpf,
        celular: values.celular,
        email: values.email,
        senha_hash: values.senhaHash,
        data_nascimento: null,
        notificacoes_marketing_email: values.marketingEmail,
        notificacoes_marketing_sms: values.marketingSms,
      })
      .returning(CLIENTE_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

/** The customer with this e-mail ($1, lower-cased), and the stored hash: every login runs it. */
const LOGIN_BY_EMAIL = namedStatement<LoginRecord>(
  'login_por_email',
  `select ${CLIENTE_COLUMNS.join(', ')}, clientes.senha_hash, clientes.desativada_pelo_atendimento
  from clientes where lower(email) = $1`,
);

export async function findLoginByEmail(
  db: Executor,
  email: string,
): Promise<LoginRecord | undefined> {
  return (await runNamed(db, LOGIN_BY_EMAIL, [email.toLowerCase()])).rows[0];
}

export function findCliente(db: Executor, id: string): Promise<ClienteRow> {
  return db
    .selectFrom('clientes')
    .select(CLIENTE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A new password hash (a stronger cost after login; a new password after recovery). */
export async function setSenhaHash(db: Executor, id: string, senhaHash: string): Promise<void> {
  await db
    .updateTable('clientes')
    .set({ senha_hash: senhaHash, atualizado_em: new Date() })
    .where('id', '=', id)
    .execute();
}

export function updateProfile(
  db: Executor,
  id: string,
  changes: ProfileChanges,
): Promise<ClienteRow> {
  return mapDuplicates(
    db
      .updateTable('clientes')
      .set({
        nome: changes.nome,
        celular: changes.celular,
        email: changes.email,
        data_nascimento: changes.dataNascimento,
        atualizado_em: new Date(),
      })
      .where('id', '=', id)
      .returning(CLIENTE_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

export function setNotification(
  db: Executor,
  id: string,
  tipo: NotificationType,
  status: Flag,
): Promise<ClienteRow> {
  return db
    .updateTable('clientes')
    .set({ [tipo]: status, atualizado_em: new Date() })
    .where('id', '=', id)
    .returning(CLIENTE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the row; what the foreign keys do not reach is erased first by erasure.ts (DELETE cliente). */
export async function deleteCliente(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('clientes').where('id', '=', id).execute();
}
