// Sheet modals (spec points 1 and 9): breakpoints 0 and 1, opening at 1, and on screens 520 px wide
// or narrower they take the whole height of the screen; wider screens keep the page visible above.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSheet } from './account-pages.ts';
import { VIEWPORTS, VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { prepareStorage } from './shell-pages.ts';

interface SheetProperties {
  breakpoints?: number[];
  initialBreakpoint?: number;
}

/** The visible sheet: the modal's wrapper (inside its shadow root), where it is on the screen. */
async function wrapperBox(sheet: Locator) {
  const box = await sheet.locator('.modal-wrapper').boundingBox();
  if (!box) throw new Error('the sheet has no box');
  return box;
}

describe.each(VIEWPORT_NAMES)('sheet modals (%s)', (viewport) => {
  const session = useBrowserPage(viewport);
  const screen = VIEWPORTS[viewport];

  it('has breakpoints 0 and 1 and opens at 1', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/login', 'Entrar');
    const properties = await sheet.evaluate((modal) => {
      const { breakpoints, initialBreakpoint } = modal as unknown as SheetProperties;
      return { breakpoints, initialBreakpoint };
    });
    expect(properties).toEqual({ breakpoints: [0, 1], initialBreakpoint: 1 });
  });

  it('opens at full height only when the screen is 520 px wide or narrower', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/fale-conosco', 'Fale conosco');
    // Once it has slid up to breakpoint 1 the sheet rests on the bottom edge of the screen.
    await expect
      .poll(async () => {
        const { y, height } = await wrapperBox(sheet);
        return Math.round(y + height);
      })
      .toBe(screen.height);
    const box = await wrapperBox(sheet);
    const narrow = screen.width <= 520;
    // Only on a narrow screen does it reach the top.
    expect(Math.round(box.height) === screen.height).toBe(narrow);
    expect(Math.round(box.y) === 0).toBe(narrow);
  });
});

describe('sheet modals at the 520 px breakpoint', () => {
  const session = useBrowserPage('desktop');

  it('takes the full height at 520 px and not at 521 px', async () => {
    const { page } = session;
    const height = VIEWPORTS.desktop.height;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/login', 'Entrar');
    await page.setViewportSize({ width: 520, height });
    // The resized sheet follows the media query on a later layout: wait until it fills the screen.
    await expect
      .poll(async () => {
        const box = await wrapperBox(sheet);
        return { y: Math.round(box.y), height: Math.round(box.height) };
      })
      .toEqual({ y: 0, height });
    await page.setViewportSize({ width: 521, height });
    await expect.poll(async () => (await wrapperBox(sheet)).height).toBeLessThan(height);
    expect((await wrapperBox(sheet)).y).toBeGreaterThan(0);
  });
});
