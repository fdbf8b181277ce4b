// The customers the support journeys look up, registered through the customers' API as the app does
// (its encrypted envelope, through the API tests' client), with purchases a till posts through the
// partner API and ratings the customer leaves through the purchase's rating link.
import { expect, inject } from 'vitest';
import { baseUrl } from '@fidelidade/test-kit/browser';
import { type Customer, newCustomer, registrationPayload } from '@fidelidade/test-kit/customers';
import { compra } from '@fidelidade/test-kit/purchases';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { DEFAULT_API_PREFIX, DEFAULT_PARTNER_PREFIX } from '@fidelidade/domain/api-prefixes';
import { encryptedClient } from '../../../api/test/helpers/encrypted-client.ts';
import type { SupportSeed, SupportStore } from './support-seed.ts';

export function supportSeed(): SupportSeed {
  return inject('support');
}

const customersApi = () => encryptedClient(`${baseUrl()}${DEFAULT_API_PREFIX}`);

/** Registers a customer of that name; answers the person (with the password) and the account. */
export async function registerCustomer(
  nome: string,
): Promise<{ customer: Customer; usuario: Cliente }> {
  const customer = newCustomer({ nome });
  const answer = await customersApi().request<Cliente>('POST', '/cliente', {
    body: { ...registrationPayload(customer), fidelidade: false },
  });
  expect(answer.envelope.status, answer.envelope.message).toBe('success');
  return { customer, usuario: answer.envelope.data };
}

interface PostedPurchase {
  idCompraLoja: string;
  /** '/avaliacao/<hash>'. */
  linkAvaliacao: string;
}

/** The support store's till (or another store's) records a purchase by the customer's CPF. */
export async function postPurchase(
  cpf: string,
  valorCentavos: number,
  store: SupportStore = supportSeed().store,
): Promise<PostedPurchase> {
  const response = await fetch(`${baseUrl()}${DEFAULT_PARTNER_PREFIX}/compras`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${store.chave}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(compra(cpf, { valor: valorCentavos })),
  });
  const answer = (await response.json()) as { status: string; data: PostedPurchase };
  expect(answer.status, JSON.stringify(answer)).toBe('success');
  return answer.data;
}

/** The customer rates a purchase through its rating link, as the rating page does. */
export async function ratePurchase(
  purchase: PostedPurchase,
  estrelas: number,
  comentario: string,
): Promise<void> {
  const answer = await customersApi().request('POST', purchase.linkAvaliacao, {
    body: { estrelas, comentario },
  });
  expect(answer.envelope.status, answer.envelope.message).toBe('success');
}

/** The customer erases their own account from the app (DELETE cliente, the LGPD erasure). */
export async function eraseOwnAccount(usuario: Cliente): Promise<void> {
  const answer = await customersApi().request('DELETE', '/cliente', {
    jwt: usuario.jwt,
    body: { jwt: usuario.jwt },
  });
  expect(answer.envelope.status, answer.envelope.message).toBe('success');
}
