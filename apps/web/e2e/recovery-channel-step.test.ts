// Recovery step 2 in the browser (spec points 2, 8 and 9; DESIGN decision 3) at 390 px (pages) and
// 1280 px (modals): only the channels the recovery data has, the server's wait message for a second
// code within a minute, and the spinner while the code is being sent.
import { recoveryApiMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { expectToast } from './account-pages.ts';
import { startRecoveryThroughUi, stepScreen, storedRecovery } from './recovery-pages.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { registerCustomer } from './support/registered-customer.ts';
import { pathnameOf, prepareStorage } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('recovery step 2 (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('offers only the e-mail when the recovery data has no phone', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer } = await registerCustomer();
    await startRecoveryThroughUi(page, viewport, customer.email);
    // The real recovery token of step 1, with the phone left out of the stored data.
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem('2v.recuperar-senha') ?? '{}') as object;
      localStorage.setItem('2v.recuperar-senha', JSON.stringify({ ...data, celular: '' }));
    });
    await page.reload();

    const two = await stepScreen(page, viewport, 2);
    await two.getByText(/^E-mail: /).waitFor();
    expect(await two.getByText(/^Celular:/).count()).toBe(0);
    expect(await two.getByRole('button', { name: 'Receber por SMS' }).count()).toBe(0);
    await two.getByRole('button', { name: 'Receber por e-mail' }).click();
    await expectToast(page, recoveryApiMessages.codeSentEmail);
    await stepScreen(page, viewport, 3);
    expect((await storedRecovery(page))?.tipo).toBe('email');
  });

  it("shows the server's wait message for a second code within a minute", async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of 429/);
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer } = await registerCustomer();
    const two = await startRecoveryThroughUi(page, viewport, customer.email);
    await two.getByRole('button', { name: 'Receber por e-mail' }).click();
    await expectToast(page, recoveryApiMessages.codeSentEmail);

    const three = await stepScreen(page, viewport, 3);
    await three.getByRole('link', { name: 'Enviar um novo código' }).click();
    const again = await stepScreen(page, viewport, 2);
    await again.getByRole('button', { name: 'Receber por SMS' }).click();
    await expectToast(page, recoveryApiMessages.resendTooSoon);
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-dois');
    expect((await storedRecovery(page))?.tipo).toBe('email');
  });

  it('shows the spinner while the code is being sent', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const { customer } = await registerCustomer();
    const two = await startRecoveryThroughUi(page, viewport, customer.email);
    // Hold the answer until the spinner has been seen; the real API then answers it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/enviar_codigo',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await two.getByRole('button', { name: 'Receber por e-mail' }).click();
    const spinner = page.locator('ion-loading');
    await spinner.getByText('Carregando…').waitFor();
    expect(pathnameOf(page)).toBe('/esqueci-senha-etapa-dois');
    release();
    await expectToast(page, recoveryApiMessages.codeSentEmail);
    await stepScreen(page, viewport, 3);
    await spinner.waitFor({ state: 'detached' });
  });
});
