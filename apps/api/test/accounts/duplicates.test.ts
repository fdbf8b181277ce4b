// The unique indexes settle races the check before them cannot: their violation becomes the same 409
// answer (migration 0002; src/accounts/duplicates.ts), never a 500.
import { expect, it } from 'vitest';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { generateEmail } from '@fidelidade/test-kit/customers';
import {
  insertCliente,
  updateProfile,
  type NewCliente,
} from '../../src/accounts/clientes-repository.ts';
import { ApiError } from '../../src/http/envelope.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';

const newCliente = (overrides: Partial<NewCliente> = {}): NewCliente => ({
  nome: 'Ana',
  cpf: generateCpf(),
  celular: '11987654321',
  email: generateEmail(),
  senhaHash: '$argon2id$não-usado-aqui',
  marketingEmail: 0,
  marketingSms: 0,
  ...overrides,
});

describeEachDatabase('unique indexes', (database) => {
  const api = useTestApp({ database });
  const db = () => api.app.database.db;
  const conflict = (message: string, campo: 'cpf' | 'email'): unknown =>
    expect.objectContaining({ statusCode: 409, message, data: { campo } });

  it('maps a second insert of the same CPF to 409 "Este CPF já está cadastrado."', async () => {
    const first = await insertCliente(db(), newCliente());
    await expect(insertCliente(db(), newCliente({ cpf: first.cpf ?? undefined }))).rejects.toEqual(
      conflict('Este CPF já está cadastrado.', 'cpf'),
    );
  });

  it('maps the same e-mail in another case to 409 "Este e-mail já está cadastrado."', async () => {
    const email = generateEmail();
    await insertCliente(db(), newCliente({ email }));
    await expect(insertCliente(db(), newCliente({ email: email.toUpperCase() }))).rejects.toEqual(
      conflict('Este e-mail já está cadastrado.', 'email'),
    );
  });

  it('maps a profile edit onto a taken e-mail to the same 409', async () => {
    const email = generateEmail();
    await insertCliente(db(), newCliente({ email }));
    const editing = await insertCliente(db(), newCliente());
    await expect(
      updateProfile(db(), editing.id, {
        nome: 'Ana',
        celular: editing.celular,
        email,
        dataNascimento: null,
      }),
    ).rejects.toEqual(conflict('Este e-mail já está cadastrado.', 'email'));
  });

  it('leaves other database errors as they are', async () => {
    await expect(insertCliente(db(), newCliente({ cpf: 'abc' }))).rejects.not.toBeInstanceOf(
      ApiError,
    );
  });
});
