// What the privacy suites share: the loyalty harness (customers, stores, partner calls) and a customer
// who has every kind of data the system keeps, made through the real calls a customer, a store and
// the contact form make.
import { expect } from 'vitest';
import type { EsqueciSenhaResposta } from '@fidelidade/domain/contracts/esqueci-senha';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { compra, daysAgo, uniqueId } from '@fidelidade/test-kit/purchases';
import type { CompraResult } from '../../src/partner/contracts.ts';
import type { Registered } from '../accounts/accounts-app.ts';
import { contato } from '../contact/contact-app.ts';
import type { EncryptedResponse } from '../helpers/encrypted-client.ts';
import { type LoyaltyHarness, type Store } from '../loyalty/loyalty-app.ts';

export interface FullCustomer extends Registered {
  loja: Store;
  /** The store ids of the kept purchase and of the cancelled one. */
  kept: string;
  cancelled: string;
  /** The recovery request's token (step 1). */
  recoveryJwt: string;
}

/** GET meus_dados as the app calls it. */
export function downloadMyData(
  h: LoyaltyHarness,
  jwt?: string,
): Promise<EncryptedResponse<MeusDados>> {
  return h.client().request<MeusDados>('GET', '/meus_dados', jwt ? { jwt } : {});
}

async function ok<T>(call: Promise<EncryptedResponse<T>>, status = 200): Promise<T> {
  const response = await call;
  expect(response.status, response.envelope.message).toBe(status);
  return response.envelope.data;
}

/**
 * A customer with a second (logged-out) session, the e-mail consent on, two purchases (one released
 * and partly spent, one cancelled while pending), a redemption, a rating, a contact message sent
 * logged in, and a password recovery whose code went out by e-mail. Beside it, a visitor's message
 * carrying the account's e-mail: not the customer's (anyone can type an address, DESIGN decision 19).
 */
export async function customerWithEverything(
  h: LoyaltyHarness,
  loja: Store,
): Promise<FullCustomer> {
  const registered = await h.register();
  const { user, senha } = registered;
  const client = h.client();

  const other = await ok(
    client.request<Cliente>('POST', '/login', { body: { email: user.email, senha } }),
  );
  await ok(client.request('POST', '/logout', { jwt: other.jwt }));
  await ok(
    client.request('PUT', '/configurar_notificacoes', {
      jwt: user.jwt,
      body: { jwt: user.jwt, tipo: 'notificacoes_marketing_email', status: 1 },
    }),
  );

  // Made past its carência, so its cashback is released at once and the redemption can spend it
  // (DESIGN decision 15); the cancelled one is still pending.
  const kept = compra(user.cpf, { valor: 10_000, dataHora: daysAgo(40) });
  const recorded = await loja.client.post<CompraResult>('/compras', kept);
  expect(recorded.status).toBe(201);
  const cancelled = compra(user.cpf, { valor: 5_000 });
  await loja.client.post('/compras', cancelled);
  expect((await loja.client.post(`/compras/${cancelled.idCompraLoja}/cancelamento`)).status).toBe(
    200,
  );
  const redeemed = await loja.client.post('/resgates', {
    cpf: user.cpf,
    valor: 100,
    idResgateLoja: uniqueId('resgate'),
  });
  expect(redeemed.status).toBe(201);
  await ok(
    client.request('POST', recorded.envelope.data.linkAvaliacao, {
      body: { estrelas: 4, comentario: 'Atendimento muito bom' },
    }),
    201,
  );

  await ok(
    client.request('POST', '/fale_conosco', {
      jwt: user.jwt,
      body: contato({ assunto: 'Com login' }),
    }),
    201,
  );
  await ok(
    client.request('POST', '/fale_conosco', {
      body: contato({ assunto: 'Sem login', email: user.email.toUpperCase() }),
    }),
    201,
  );

  const recovery = await ok(
    client.request<EsqueciSenhaResposta>('POST', '/esqueci_senha', { body: { email: user.email } }),
  );
  await ok(
    client.request('POST', '/enviar_codigo', { body: { jwt: recovery.jwt, tipo: 'email' } }),
  );

  return {
    ...registered,
    loja,
    kept: kept.idCompraLoja,
    cancelled: cancelled.idCompraLoja,
    recoveryJwt: recovery.jwt,
  };
}
