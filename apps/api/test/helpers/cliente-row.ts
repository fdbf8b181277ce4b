// A customer written straight to the table, for suites that need one to own something (sessions,
// push devices) but not the registration journey.
import type { Insertable } from 'kysely';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { generateEmail } from '@fidelidade/test-kit/customers';
import type { Executor } from '../../src/db/executor.ts';
import type { ClientesTable } from '../../src/db/schema.ts';

/** Inserts a customer (a fresh CPF and e-mail, no usable password unless given) and answers the id. */
export async function insertCliente(
  db: Executor,
  overrides: Partial<Insertable<ClientesTable>> = {},
): Promise<string> {
  const { id } = await db
    .insertInto('clientes')
    .values({
      nome: 'Ana',
      cpf: generateCpf(),
      celular: '11987654321',
      email: generateEmail(),
      senha_hash: 'sem-senha',
      data_nascimento: null,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
