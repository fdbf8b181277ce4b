// Accessibility: axe-core finds no violations on any shell screen, for a visitor and for a
// logged-in customer, with sheet modals fully open.
import { describe, it } from 'vitest';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { SHELL_ROUTES, expectedLanding, prepareStorage, waitForTitle } from './shell-pages.ts';

const SCREENS = SHELL_ROUTES.filter((route) => !route.alias);

describe.each(VIEWPORT_NAMES)('axe-core (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('home with the cookie banner', async () => {
    const { page } = session;
    await page.goto('/home');
    await waitForTitle(page, 'Fidelidade');
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it.each(SCREENS.filter((route) => route.access !== 'customer').map((r) => [r.path, r] as const))(
    'visitor on %s',
    async (_path, route) => {
      const { page } = session;
      await prepareStorage(page, { cookiesAccepted: true });
      await page.goto(route.path);
      await waitForTitle(page, expectedLanding(route, false).title);
      await waitForSettledOverlays(page);
      await expectNoAxeViolations(page);
    },
  );

  it.each(SCREENS.filter((route) => route.access !== 'visitor').map((r) => [r.path, r] as const))(
    'customer on %s',
    async (_path, route) => {
      const { page } = session;
      await prepareStorage(page, { loggedIn: true, cookiesAccepted: true });
      await page.goto(route.path);
      await waitForTitle(page, expectedLanding(route, true).title);
      await waitForSettledOverlays(page);
      await expectNoAxeViolations(page);
    },
  );
});
