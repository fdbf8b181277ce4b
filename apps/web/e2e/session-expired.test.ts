// Forced logout (spec points 4 and 8; DESIGN decision 8): a session revoked on the server (here by a
// logout from a second browser sharing the token) makes the next call clear storage, land on login
// and say 'Sessão expirada'.
import { describe, expect, it } from 'vitest';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  expectForcedLogout,
  frontSheet,
  openSheet,
  registerThroughUi,
  storedUser,
} from './account-pages.ts';
import { VIEWPORTS, VIEWPORT_NAMES, baseUrl, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { prepareStorage, waitForTitle } from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('expired session (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('shows the alert and lands on login after the token was revoked elsewhere', async () => {
    const { page, context } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await registerThroughUi(page, newCustomer());
    const user = await storedUser(page);
    expect(user?.jwt).toBeTruthy();

    // A second browser with the same token logs out, which revokes it on the server.
    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    const other = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl() });
    try {
      const otherPage = await other.newPage();
      await otherPage.addInitScript((stored) => {
        localStorage.setItem('2v.usuario', JSON.stringify(stored));
        localStorage.setItem('2v.aceitaCookies', 'true');
      }, user);
      const logout = await openSheet(otherPage, '/logout', 'Sair da conta');
      await logout.getByRole('button', { name: 'Sair', exact: true }).click();
      await waitForTitle(otherPage, 'Fidelidade');
    } finally {
      await other.close();
    }

    // The first browser still believes it is logged in, until its next call: here the refresh of the
    // stored customer that a logged-in start of the app makes (GET cliente).
    session.allowConsoleErrors(/status of 401/);
    await page.goto('/perfil');

    await expectForcedLogout(page);
    await waitForSettledOverlays(page);
    expect(await frontSheet(page).getByLabel('E-mail', { exact: true }).count()).toBe(1);
  });
});
