// What the account journeys share: the sheet in front, toasts, field messages, and registering or
// logging in through the screens as a customer does.
import { appMessages, contactPointMessages } from '@fidelidade/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Customer } from '@fidelidade/test-kit/customers';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, waitForTitle } from './shell-pages.ts';

/** The sheet modal in front (the last one opened). */
export function frontSheet(page: Page): Locator {
  return page.locator('ion-modal').last();
}

/** Waits for a toast with exactly this text (toasts live 1.5 s, so wait right after the action). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('ion-toast').getByText(text, { exact: true }).first().waitFor();
}

/**
 * axe-core on the screen as a toast leaves it: its entrance fades colours in, which would make the
 * contrast checks depend on timing, so the check waits for it to go; the field messages stay.
 */
export async function expectAccessibleAfterToasts(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('ion-toast') === null);
  await expectNoAxeViolations(page);
}

/** The validation message tied to the field by aria-describedby, or '' when it has none. */
export async function fieldMessage(field: Locator): Promise<string> {
  const ids = await field.getAttribute('aria-describedby');
  if (!ids) return '';
  const page = field.page();
  const texts = await Promise.all(
    ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ').trim();
}

/** Opens a route's sheet and waits until it can be used. */
export async function openSheet(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  await waitForTitle(page, title);
  await waitForSettledOverlays(page);
  return frontSheet(page);
}

/**
 * Replaces a masked input's value. The mask follows the caret from the customer's own keys and
 * clicks; clearing first gives it a known starting point, as selecting all and typing does.
 */
export async function fillMasked(field: Locator, value: string): Promise<void> {
  await field.clear();
  await field.fill(value);
}

export async function fillRegistration(form: Locator, customer: Customer): Promise<void> {
  await form.getByLabel('Nome').fill(customer.nome);
  await form.getByLabel('CPF').fill(customer.cpf);
  await form.getByLabel('Celular').fill(customer.celular);
  await form.getByLabel('E-mail').fill(customer.email);
  await form.getByLabel('Senha').fill(customer.senha);
}

/** Registers through the registration modal and waits for the statement (spec point 4). */
export async function registerThroughUi(page: Page, customer: Customer): Promise<void> {
  const sheet = await openSheet(page, '/cadastro-dados', 'Realize seu cadastro');
  await fillRegistration(sheet, customer);
  await sheet.getByRole('button', { name: 'Cadastrar' }).click();
  await waitForTitle(page, 'Meu extrato');
}

export async function loginThroughUi(page: Page, email: string, senha: string): Promise<void> {
  const sheet = await openSheet(page, '/login', 'Entrar');
  await sheet.getByLabel('E-mail').fill(email);
  await sheet.getByLabel('Senha').fill(senha);
  await sheet.getByRole('button', { name: 'Entrar' }).click();
}

export interface StoredUser {
  nome: string;
  cpf: string;
  celular: string;
  email: string;
  dataNascimento: string;
  jwt: string;
  notificacoesMarketingEmail: number;
  notificacoesMarketingSms: number;
  emailConfirmado?: boolean;
  celularConfirmado?: boolean;
  emailPendente?: string;
  celularPendente?: string;
}

export async function storedUser(page: Page): Promise<StoredUser | null> {
  const raw = await page.evaluate(() => localStorage.getItem('2v.usuario'));
  return raw === null ? null : (JSON.parse(raw) as StoredUser);
}

/** Local storage after a logout or closure: only the cookie answer survives (DESIGN decision 1). */
export async function expectStorageCleared(page: Page): Promise<void> {
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => key !== '2v.aceitaCookies')).toEqual([]);
}

/** Spec point 4's forced logout: storage cleared, on login, the 'Sessão expirada' alert. */
export async function expectForcedLogout(page: Page): Promise<void> {
  const alert = page.getByRole('alertdialog', { name: appMessages.sessionExpiredTitle });
  await alert.waitFor();
  expect(await alert.innerText()).toContain(appMessages.sessionExpiredText);
  expect(pathnameOf(page)).toBe('/login');
  await expectStorageCleared(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'detached' });
  await waitForTitle(page, 'Entrar');
}

/** Types a confirmation code into the sheet in front and sends it. */
export async function confirmCode(sheet: Locator, code: string): Promise<void> {
  await sheet.getByLabel(contactPointMessages.codeLabel).fill(code);
  await sheet.getByRole('button', { name: contactPointMessages.confirmCode }).click();
}
