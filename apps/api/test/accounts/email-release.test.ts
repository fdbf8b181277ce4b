// The unconfirmed e-mail release (DESIGN decision 19; docs/decisions/0008-unconfirmed-email-release.md):
// an e-mail left unproven for 7 days after it was set no longer holds its account. A registration of it
// then proceeds; the old account loses the e-mail, its sessions and its open recovery requests, and keeps
// its CPF and purchases. Before the 7 days, or once proven, the e-mail stays taken.
import { expect, it } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { accountMessages, recoveryApiMessages } from '@fidelidade/domain/messages';
import { compra } from '@fidelidade/test-kit/purchases';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { UNCONFIRMED_EMAIL_HOLD_DAYS } from '../../src/accounts/email-release.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';
import { useRecoveryApp } from '../recovery/recovery-app.ts';
import { changeAddress } from '../contact-points/address-change.ts';
import { profileEdit } from './factories.ts';

const DAY_MINUTES = 24 * 60;
const HOLD_MINUTES = UNCONFIRMED_EMAIL_HOLD_DAYS * DAY_MINUTES;

describeEachDatabase('unconfirmed e-mail release', (database) => {
  const h = useRecoveryApp(database);
  const db = () => h.api.app.database.db;
  // Another person, with a password of their own.
  const registerAgain = (email: string) =>
    h.call<Cliente>(
      'POST',
      '/cliente',
      registrationPayload({ email: email.toUpperCase(), senha: 'Outra456' }),
    );
  const row = (cpf: string) =>
    db()
      .selectFrom('clientes')
      .select(['id', 'email'])
      .where('cpf', '=', cpf)
      .executeTakeFirstOrThrow();

  it('keeps the e-mail taken until the 7 days have passed', async () => {
    h.clock.reset();
    const { user } = await h.register();
    h.clock.advance(HOLD_MINUTES - 1);
    const response = await registerAgain(user.email);
    expect(response.status).toBe(409);
    expect(response.envelope.message).toBe(accountMessages.emailTaken);
    expect(response.envelope.data).toEqual({ campo: 'email' });
    expect((await row(user.cpf)).email).toBe(user.email);
  });

  it('never releases a proven e-mail', async () => {
    h.clock.reset();
    const { user } = await h.register();
    await db()
      .updateTable('clientes')
      .set({ email_confirmado_em: new Date() })
      .where('cpf', '=', user.cpf)
      .execute();
    h.clock.advance(10 * HOLD_MINUTES);
    const response = await registerAgain(user.email);
    expect(response.status).toBe(409);
    expect(response.envelope.data).toEqual({ campo: 'email' });
  });

  it('gives the e-mail to a registration after 7 days; the old account keeps CPF and purchases', async () => {
    h.clock.reset();
    const old = await h.register();
    const loja = await createLoja(db(), `Loja ${old.user.cpf}`);
    const purchase = await partnerClient(h.api, loja.chave).post('/compras', compra(old.user.cpf));
    expect(purchase.status).toBe(201);
    const recovery = await h.start(old.user.email);
    const oldId = (await row(old.user.cpf)).id;
    const confirmationsOf = (id: string) =>
      db().selectFrom('confirmacoes_contato').select('id').where('cliente_id', '=', id).execute();
    // Registration opened the confirmation of the e-mail.
    expect(await confirmationsOf(oldId)).toHaveLength(1);

    h.clock.advance(HOLD_MINUTES);
    const response = await registerAgain(old.user.email);
    expect(response.status).toBe(201);
    expect(response.envelope.data.email).toBe(old.user.email);

    // The old account: no e-mail, same CPF, its purchase and balance still its own.
    expect(await row(old.user.cpf)).toEqual({ id: oldId, email: null });
    const compras = await db()
      .selectFrom('compras')
      .select('cliente_id')
      .where('cliente_id', '=', oldId)
      .execute();
    expect(compras).toHaveLength(1);
    const saldo = await db()
      .selectFrom('saldos')
      .select('saldo_centavos')
      .where('cliente_id', '=', oldId)
      .executeTakeFirst();
    expect(saldo).toBeDefined();

    // Its session, its password, its recovery request and its confirmation no longer open anything.
    expect(await confirmationsOf(oldId)).toEqual([]);
    expect((await h.call('GET', '/cliente', undefined, old.user.jwt)).status).toBe(401);
    const login = await h.call('POST', '/login', { email: old.user.email, senha: old.senha });
    expect(login.status).toBe(401);
    const send = await h.call('POST', '/enviar_codigo', { jwt: recovery.jwt, tipo: 'email' });
    expect(send.status).toBe(401);
    expect(send.envelope.message).toBe(recoveryApiMessages.invalidToken);
  });

  it("gives the e-mail to another account's confirmed change after 7 days, not before", async () => {
    h.clock.reset();
    const { user: holder } = await h.register();
    const { user: owner } = await h.register();
    h.clock.advance(HOLD_MINUTES - 1);
    const early = await h.call(
      'PUT',
      '/cliente',
      profileEdit(owner, { email: holder.email }),
      owner.jwt,
    );
    expect(early.status).toBe(409);
    expect(early.envelope.data).toEqual({ campo: 'email' });

    h.clock.advance(1);
    const changed = await changeAddress(h, owner, { email: holder.email });
    expect(changed).toMatchObject({ email: holder.email, emailConfirmado: true });
    expect((await row(holder.cpf)).email).toBeNull();
    expect((await h.call('GET', '/cliente', undefined, holder.jwt)).status).toBe(401);
  });

  it('leaves the old account alone when the CPF is the one taken', async () => {
    h.clock.reset();
    const { user } = await h.register();
    h.clock.advance(HOLD_MINUTES);
    const response = await h.call(
      'POST',
      '/cliente',
      registrationPayload({ email: user.email, cpf: user.cpf }),
    );
    expect(response.status).toBe(409);
    expect(response.envelope.data).toEqual({ campo: 'cpf' });
    expect((await row(user.cpf)).email).toBe(user.email);
    expect((await h.call('GET', '/cliente', undefined, user.jwt)).status).toBe(200);
  });
});
