// What every console journey does: sign in as a person would (e-mail, password, then the TOTP that
// the test computes from the secret it read off the enrolment screen), and check a screen at the
// width under test: axe clean and no horizontal scroll.
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import {
  baseUrl,
  expectNoConsoleErrors,
  useBrowserPage,
  type BrowserSession,
  type ContextOptions,
  type ViewportSize,
} from '@fidelidade/test-kit/browser';
import type { Journey, JourneyOperator, JourneyOperatorName } from './operators.ts';

/** The console is desktop-first; every journey also completes at a tablet's width. */
export const CONSOLE_WIDTHS: readonly (readonly [string, ViewportSize])[] = [
  ['1280 px', { width: 1280, height: 800 }],
  ['768 px', { width: 768, height: 1024 }],
];

/** Before sign-in, GET /sessao answers 401: Chromium logs that as a failed resource. */
export const SIGNED_OUT_CHECK =
  /Failed to load resource: the server responded with a status of 401/;

export function operator(name: JourneyOperatorName): JourneyOperator {
  return inject('operators')[name];
}

/**
 * A journey's page at one width, signed in as that journey's own administrator for that width
 * (`<journey>-<width>`, created by the global setup): `who()` names the operator, `enrolled()` does the
 * first sign-in and returns the TOTP secret and the recovery codes.
 */
export function useConsoleJourney(journey: Journey, size: ViewportSize, options?: ContextOptions) {
  const session = useBrowserPage(size, options);
  const who = () => operator(`${journey}-${String(size.width)}` as JourneyOperatorName);
  const enrolled = (check?: (page: Page) => Promise<void>) => {
    session.allowConsoleErrors(SIGNED_OUT_CHECK);
    return enrol(session.page, who(), check);
  };
  return { session, who, enrolled };
}

/**
 * Another person at another computer: a second context of the same browser, at the same width, whose
 * console errors fail the test like the first one's. Closed by `close()`.
 */
export async function secondContext(session: BrowserSession, size: ViewportSize) {
  const browser = session.context.browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    viewport: size,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    baseURL: baseUrl(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !SIGNED_OUT_CHECK.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    async close() {
      await context.close();
      expectNoConsoleErrors(errors, 'unexpected console errors in the second context');
    },
  };
}

const TOTP_PERIOD_S = 30;

/** The authenticator's code, `steps` periods from now (the API accepts one either side). */
export function totp(segredo: string, steps = 0): Promise<string> {
  const epoch = Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD_S;
  return generate({ secret: segredo, epoch });
}

export async function expectScreenFits(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'horizontal scroll').toBeLessThanOrEqual(clientWidth);
  await expectNoAxeViolations(page);
}

export async function enterCredentials(page: Page, who: JourneyOperator): Promise<void> {
  await page.goto('/painel/');
  await page.getByRole('heading', { name: 'Entrar no painel' }).waitFor();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.senha);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

const CODE_FIELD = 'Código de 6 dígitos do aplicativo autenticador';

/**
 * The first sign-in: the enrolment screen's secret, the code computed from it, then the recovery
 * codes, which the page shows once. Returns the secret and the codes.
 */
export async function enrol(
  page: Page,
  who: JourneyOperator,
  check: (page: Page) => Promise<void> = () => Promise.resolve(),
): Promise<{ segredo: string; codigos: string[] }> {
  await enterCredentials(page, who);
  await page.getByRole('heading', { name: 'Cadastre o segundo fator' }).waitFor();
  await page
    .getByRole('img', { name: 'QR code para cadastrar o painel no aplicativo autenticador' })
    .waitFor();
  const segredo = (await page.getByTestId('segredo-totp').innerText()).trim();
  await check(page);
  await page.getByLabel(CODE_FIELD).fill(await totp(segredo));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Guarde seus códigos de recuperação' }).waitFor();
  const codigos = await page
    .getByRole('list', { name: 'Códigos de recuperação' })
    .getByRole('listitem')
    .allInnerTexts();
  await check(page);
  await page.getByRole('button', { name: 'Guardei os códigos: ir para o painel' }).click();
  await page.getByRole('heading', { name: `Olá, ${who.nome}` }).waitFor();
  return { segredo, codigos };
}

/** A later sign-in with the authenticator's code (`steps` periods ahead, past the one last used). */
export async function signIn(page: Page, who: JourneyOperator, segredo: string, steps = 1) {
  await enterCredentials(page, who);
  await page.getByLabel(CODE_FIELD).fill(await totp(segredo, steps));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: `Olá, ${who.nome}` }).waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await page.getByRole('heading', { name: 'Entrar no painel' }).waitFor();
}

/** The reason field, "Motivo" (the required field's asterisk aside). */
export const REASON_FIELD = /^Motivo[\s*]*$/;

/** Writes the reason in the open reason dialog and goes on (past the confirmation, if one asks). */
export async function giveReason(
  page: Page,
  title: string,
  motivo: string,
  confirmLabel: string,
  check: (page: Page) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel(REASON_FIELD).fill(motivo);
  await check(page);
  const next = dialog.getByRole('button', { name: 'Continuar' });
  if (await next.isVisible()) {
    await next.click();
    await dialog.getByText('Confirma esta ação?').waitFor();
    await dialog.getByText(`Motivo: ${motivo}`).waitFor();
  }
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
