// What the password-recovery journeys share (spec point 2): the screen of a step (a sheet from 780 px
// wide, a page below, axe-checked), the recovery data in local storage, step 1 through the screen, and
// the code read from the e-mail or SMS the API really sent (support/message-code.ts).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { frontSheet } from './account-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import type { ViewportName } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';

/** The screen of a step: the sheet in front on wide screens, the page on narrow ones. */
export async function stepScreen(
  page: Page,
  viewport: ViewportName,
  step: number,
): Promise<Locator> {
  await page.getByText(`Etapa ${step} de 4`, { exact: true }).last().waitFor();
  await waitForSettledOverlays(page);
  const modals = await page.locator('ion-modal').count();
  // Spec point 2: modals from 780 px wide, pages below.
  expect(modals > 0).toBe(viewport === 'desktop');
  await expectNoAxeViolations(page);
  return viewport === 'desktop'
    ? frontSheet(page)
    : page.locator('ion-router-outlet, body').first();
}

/** '2v.recuperar-senha' as the app stored it (DESIGN decision 1). */
export async function storedRecovery(page: Page): Promise<Record<string, string> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('2v.recuperar-senha'));
  return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
}

/** Step 1 through its screen, opened by address: answers the screen of step 2. */
export async function startRecoveryThroughUi(
  page: Page,
  viewport: ViewportName,
  email: string,
): Promise<Locator> {
  await page.goto('/esqueci-senha-etapa-um');
  const one = await stepScreen(page, viewport, 1);
  await one.getByLabel('E-mail').fill(email);
  await one.getByRole('button', { name: 'Continuar' }).click();
  return stepScreen(page, viewport, 2);
}
