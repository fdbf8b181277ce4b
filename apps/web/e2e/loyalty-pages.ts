// What the loyalty and rating journeys share: a store posting purchases through the partner API
// (DESIGN decision 5, plain JSON with the store's key that the e2e setup created) and a new customer
// registered through the screens, landing on the statement.
import type { Page } from 'playwright-core';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { expect, inject } from 'vitest';
import { type Customer, newCustomer } from '@fidelidade/test-kit/customers';
import { compra, uniqueId } from '@fidelidade/test-kit/purchases';
import { registerThroughUi } from './account-pages.ts';
import { baseUrl } from '@fidelidade/test-kit/browser';
import { registerCustomer } from './support/registered-customer.ts';
import { prepareStorage, waitForTitle } from './shell-pages.ts';

export interface PostedPurchase {
  idCompraLoja: string;
  cashbackCentavos: number;
  percentual: number;
  posicaoNoMes: number;
  nivel: number;
  /** '/avaliacao/<hash>'. */
  linkAvaliacao: string;
}

/** The store the e2e setup created, whose name the statement shows. */
export function partnerStore(): { nome: string; chave: string } {
  return inject('partnerStore');
}

/** Where a till posts: the journeys' server and store, or a server a test started with its own store. */
export interface Till {
  url: string;
  chave: string;
}

function sharedTill(): Till {
  return { url: baseUrl(), chave: partnerStore().chave };
}

/** A call to the partner API, as a till makes it; fails the test unless the answer is a success. */
async function partnerPost<T>(path: string, body?: unknown, till = sharedTill()): Promise<T> {
  // A body-less call (a cancellation) sends no JSON content type, as Fastify expects.
  const headers: Record<string, string> = { Authorization: `Bearer ${till.chave}` };
  const init: RequestInit = { method: 'POST', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${till.url}/parceiro/v1/${path}`, init);
  const answer = (await response.json()) as { status: string; data: T | null };
  expect(answer.status, JSON.stringify(answer)).toBe('success');
  if (!answer.data) throw new Error(`${path}: answer without data`);
  return answer.data;
}

/** POST compras: the store records a purchase by the customer's CPF, under a unique id by default. */
export function postPurchase(
  cpf: string,
  valorCentavos: number,
  dataHora: Date = new Date(),
  idCompraLoja = uniqueId('e2e'),
  till?: Till,
): Promise<PostedPurchase> {
  return partnerPost<PostedPurchase>(
    'compras',
    compra(cpf, { valor: valorCentavos, dataHora: dataHora.toISOString(), idCompraLoja }),
    till,
  );
}

/** POST compras/{id}/cancelamento: the store cancels one of its purchases. */
export async function cancelPurchase(idCompraLoja: string): Promise<void> {
  await partnerPost(`compras/${encodeURIComponent(idCompraLoja)}/cancelamento`);
}

/** POST resgates: the customer spends cashback at the till. */
export async function redeem(cpf: string, valorCentavos: number): Promise<void> {
  await partnerPost('resgates', {
    cpf,
    valor: valorCentavos,
    idResgateLoja: uniqueId('e2e'),
  });
}

/** A customer registered through the registration modal, now on the statement (spec point 4). */
export async function registeredOnStatement(page: Page): Promise<Customer> {
  const customer = newCustomer();
  await prepareStorage(page, { cookiesAccepted: true });
  await registerThroughUi(page, customer);
  return customer;
}

/** A customer registered through the API, logged in on this page, which shows the statement. */
export async function customerOnStatement(page: Page): Promise<Customer> {
  const { customer, usuario } = await registerCustomer();
  await onStatementAs(page, usuario);
  return customer;
}

/** The statement on this page, logged in as `usuario` (stored as the app stores it at login). */
export async function onStatementAs(page: Page, usuario: Cliente): Promise<void> {
  await page.addInitScript((user) => {
    localStorage.setItem('2v.usuario', JSON.stringify(user));
    localStorage.setItem('2v.aceitaCookies', 'true');
  }, usuario);
  await page.goto('/extrato-fidelidade');
  await waitForTitle(page, 'Meu extrato');
}

export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}
