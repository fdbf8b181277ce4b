// The notices suites' API: the loyalty harness plus what they read straight from the database (the
// notices written, the messages queued) and the one setting they change (a proven address).
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { compra, type CompraBody } from '@fidelidade/test-kit/purchases';
import type { CompraResult } from '../../src/partner/contracts.ts';
import type { LoyaltyHarness, Store } from '../loyalty/loyalty-app.ts';

export async function buy(loja: Store, body: CompraBody): Promise<CompraResult> {
  const response = await loja.client.post<CompraResult>('/compras', body);
  expect(response.status).toBe(201);
  return response.envelope.data;
}

export async function clienteIdOf(app: FastifyInstance, cpf: string): Promise<string> {
  const row = await app.database.db
    .selectFrom('clientes')
    .select('id')
    .where('cpf', '=', cpf)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The customer's notices as stored, oldest first. */
export function storedNotices(app: FastifyInstance, clienteId: string) {
  return app.database.db
    .selectFrom('avisos')
    .select(['id', 'evento', 'chave', 'titulo', 'texto', 'url', 'enviado_em', 'lido_em'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criado_em')
    .orderBy('evento')
    .execute();
}

/** The messages queued for the customer, oldest first. */
export function queuedMessages(app: FastifyInstance, clienteId: string) {
  return app.database.db
    .selectFrom('outbox')
    .select(['canal', 'destinatario', 'assunto', 'texto'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criada_em')
    .orderBy('id')
    .execute();
}

/** Marks the customer's e-mail and phone proven, as a confirmation code would. */
export async function proveAddresses(app: FastifyInstance, clienteId: string): Promise<void> {
  await app.database.db
    .updateTable('clientes')
    .set({ email_confirmado_em: new Date(), celular_confirmado_em: new Date() })
    .where('id', '=', clienteId)
    .execute();
}

/** A registered customer, their id and a store, with one purchase of `valor` centavos. */
export async function customerWithPurchase(h: LoyaltyHarness, valor = 3000) {
  const registered = await h.register();
  const loja = await h.store();
  const clienteId = await clienteIdOf(h.api.app, registered.user.cpf);
  const bought = await buy(loja, compra(registered.user.cpf, { valor }));
  return { ...registered, loja, clienteId, bought };
}
