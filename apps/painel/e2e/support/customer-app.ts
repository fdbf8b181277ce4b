// The customers' app, served by the same test server: a customer signs in through its login sheet
// (Ionic's modal) and lands on the statement.
import type { Page } from 'playwright-core';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

export async function signInToCustomerApp(page: Page, email: string, senha: string) {
  // The cookie banner was answered on an earlier visit.
  await page.addInitScript(() => {
    localStorage.setItem('2v.aceitaCookies', 'true');
  });
  await page.goto('/login');
  await heading(page, 'Entrar').waitFor();
  await waitForSettledOverlays(page);
  const sheet = page.locator('ion-modal').last();
  await sheet.getByLabel('E-mail').fill(email);
  await sheet.getByLabel('Senha').fill(senha);
  await sheet.getByRole('button', { name: 'Entrar' }).click();
  await heading(page, 'Meu extrato').waitFor();
}
