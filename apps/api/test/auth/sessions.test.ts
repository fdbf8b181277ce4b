import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CLIENTE_COLUMNS } from '../../src/accounts/cliente-row.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { insertCliente } from '../helpers/cliente-row.ts';

describeEachDatabase('sessions', (database) => {
  const api = useTestApp({ database });

  const newCliente = async () =>
    insertCliente(api.app.database.db, { senha_hash: await api.app.passwords.hash('Senha123') });

  it('authenticates the token of a started session, with its customer', async () => {
    const clienteId = await newCliente();
    const session = await api.app.sessions.start(clienteId);
    const auth = await api.app.sessions.authenticate(session.token);
    expect(auth?.cliente.id).toBe(clienteId);
    expect(auth?.session).toEqual(session);
    expect(auth?.cliente).not.toHaveProperty('senha_hash');
  });

  it('gives the customer as a plain select reads them, timestamps to the millisecond', async () => {
    const clienteId = await newCliente();
    const { db } = api.app.database;
    await db
      .updateTable('clientes')
      .set({
        data_nascimento: '1990-05-17',
        notificacoes_marketing_sms: 1,
        criado_em: sql<Date>`'2020-01-02 03:04:05.678901+00'`,
      })
      .where('id', '=', clienteId)
      .execute();
    const session = await api.app.sessions.start(clienteId);
    const auth = await api.app.sessions.authenticate(session.token);
    const row = await db
      .selectFrom('clientes')
      .select([...CLIENTE_COLUMNS])
      .where('id', '=', clienteId)
      .executeTakeFirstOrThrow();
    expect(auth?.cliente).toEqual(row);
    expect(auth?.cliente.criado_em.toISOString()).toBe('2020-01-02T03:04:05.678Z');
    expect(auth?.cliente.atualizado_em).toBeInstanceOf(Date);
  });

  it('refuses a revoked session, and revokeAll ends every session of the customer', async () => {
    const clienteId = await newCliente();
    const [first, second, third] = await Promise.all([
      api.app.sessions.start(clienteId),
      api.app.sessions.start(clienteId),
      api.app.sessions.start(clienteId),
    ]);
    await api.app.sessions.revoke(first.id);
    expect(await api.app.sessions.authenticate(first.token)).toBeNull();
    expect(await api.app.sessions.authenticate(second.token)).not.toBeNull();
    await api.app.sessions.revokeAll(clienteId);
    expect(await api.app.sessions.authenticate(second.token)).toBeNull();
    expect(await api.app.sessions.authenticate(third.token)).toBeNull();
  });

  it('refuses the session of an inactive customer', async () => {
    const clienteId = await newCliente();
    const session = await api.app.sessions.start(clienteId);
    await api.app.database.db
      .updateTable('clientes')
      .set({ ativo: false })
      .where('id', '=', clienteId)
      .execute();
    expect(await api.app.sessions.authenticate(session.token)).toBeNull();
  });

  it('deleting the customer deletes their sessions (ON DELETE CASCADE)', async () => {
    const clienteId = await newCliente();
    await api.app.sessions.start(clienteId);
    await api.app.database.db.deleteFrom('clientes').where('id', '=', clienteId).execute();
    const left = await api.app.database.db
      .selectFrom('sessoes')
      .select('id')
      .where('cliente_id', '=', clienteId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('passwords', () => {
  const api = useTestApp();

  it('hashes with argon2id at the configured cost and verifies', async () => {
    const hash = await api.app.passwords.hash('Senha123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=4,p=1\$/);
    expect(await api.app.passwords.verify(hash, 'Senha123')).toBe(true);
    expect(await api.app.passwords.verify(hash, 'Senha124')).toBe(false);
    expect(await api.app.passwords.verify('não é um hash', 'Senha123')).toBe(false);
    expect(await api.app.passwords.verifyNobody('Senha123')).toBe(false);
  });
});
