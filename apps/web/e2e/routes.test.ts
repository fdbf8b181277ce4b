// Spec point 2: every route and alias shows its page, or redirects as the shell's rules say
// (customer pages send a visitor to login; login and registration send a customer to the statement).
import { describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import {
  SHELL_ROUTES,
  expectedLanding,
  pathnameOf,
  prepareStorage,
  waitForTitle,
} from './shell-pages.ts';

describe.each(VIEWPORT_NAMES)('routes (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  describe.each([
    ['visitor', false],
    ['customer', true],
  ] as const)('as a %s', (_who, loggedIn) => {
    it.each(SHELL_ROUTES.map((route) => [route.path, route] as const))(
      '%s',
      async (_path, route) => {
        const { page } = session;
        await prepareStorage(page, { loggedIn, cookiesAccepted: true });
        await page.goto(route.path);
        const landing = expectedLanding(route, loggedIn);
        await waitForTitle(page, landing.title);
        expect(pathnameOf(page)).toBe(landing.path);
      },
    );
  });
});
