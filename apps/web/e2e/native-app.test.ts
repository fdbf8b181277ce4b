// Hybrid app: what the customer notices inside the Android app. The back button closes the
// open modal (or menu) first, then goes back, and leaves the app only from home; the status bar takes
// the brand's colour; the field being typed in is brought back into view when the keyboard opens. The
// built app runs as it does in the web view, with Android's side of Capacitor replaced by a double
// (support/native-bridge.ts), since no Android SDK runs here.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appMessages } from '@fidelidade/domain/messages';
import { useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays, waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import {
  fireNativeEvent,
  nativeCalls,
  pressBackButton,
  runAsAndroidApp,
  waitForNativeListener,
} from './support/native-bridge.ts';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

async function openAndroidApp(page: Page, path: string, title: string): Promise<void> {
  await prepareStorage(page, { cookiesAccepted: true });
  await runAsAndroidApp(page);
  await page.goto(path);
  await waitForTitle(page, title);
  await waitForNativeListener(page, 'App', 'backButton');
}

const exitCalls = async (page: Page) =>
  (await nativeCalls(page)).filter((call) => call.plugin === 'App' && call.method === 'exitApp');

const menuIsOpen = (page: Page) =>
  page.evaluate(async () => (await document.querySelector('ion-menu')?.isOpen()) === true);

describe('Android app (phone)', () => {
  const session = useBrowserPage('phone');

  it('goes back one step per press: modal, menu, previous page, then leaves from home', async () => {
    const { page } = session;
    await openAndroidApp(page, '/home', 'Fidelidade');
    await page.getByRole('main').getByRole('link', { name: 'Cadastre-se' }).click();
    await waitForTitle(page, 'Programa de fidelidade');
    await page.getByRole('link', { name: 'Entrar' }).click();
    await waitForTitle(page, 'Entrar');
    await waitForSettledOverlays(page);

    // 1. The modal closes; the page behind it stays.
    await pressBackButton(page);
    await waitForNoOverlays(page);
    expect(pathnameOf(page)).toBe('/cadastro-fidelidade');
    await waitForTitle(page, 'Programa de fidelidade');

    // 2. An open side menu closes, still on the same page.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    // Pressed while the menu still slides in: it closes once open; the page behind stays.
    await page.waitForFunction(
      () => document.querySelector('ion-menu')?.classList.contains('show-menu') === true,
    );
    await pressBackButton(page);
    await page.waitForFunction(
      () => document.querySelector('ion-menu')?.classList.contains('show-menu') === false,
    );
    expect(await menuIsOpen(page)).toBe(false);
    expect(pathnameOf(page)).toBe('/cadastro-fidelidade');

    // 3. Back to the previous page, without leaving the app.
    await pressBackButton(page);
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
    expect(await exitCalls(page)).toEqual([]);

    // 4. From home, the app closes.
    await pressBackButton(page);
    await page.waitForFunction(() =>
      (
        window as unknown as { nativeBridgeDouble: { calls: { method: string }[] } }
      ).nativeBridgeDouble.calls.some((call) => call.method === 'exitApp'),
    );
    expect(await exitCalls(page)).toHaveLength(1);
    expect(pathnameOf(page)).toBe('/home');
  });

  it('goes to home, not out of the app, from a screen opened with nothing behind it', async () => {
    const { page } = session;
    await openAndroidApp(page, '/cadastro-fidelidade', 'Programa de fidelidade');
    await pressBackButton(page);
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
    expect(await exitCalls(page)).toEqual([]);
  });

  it('styles the status bar in the brand’s colour', async () => {
    const { page } = session;
    await openAndroidApp(page, '/home', 'Fidelidade');
    await page.waitForFunction(() =>
      (
        window as unknown as { nativeBridgeDouble: { calls: { method: string }[] } }
      ).nativeBridgeDouble.calls.some((call) => call.method === 'setBackgroundColor'),
    );
    const statusBar = (await nativeCalls(page)).filter((call) => call.plugin === 'StatusBar');
    expect(statusBar).toEqual([
      { plugin: 'StatusBar', method: 'setStyle', options: { style: 'DARK' } },
      { plugin: 'StatusBar', method: 'setOverlaysWebView', options: { overlay: false } },
      { plugin: 'StatusBar', method: 'setBackgroundColor', options: { color: '#00695c' } },
    ]);
  });

  it('brings the focused field back into view when the keyboard has opened', async () => {
    const { page } = session;
    await openAndroidApp(page, '/cadastro-fidelidade', 'Programa de fidelidade');
    await waitForNativeListener(page, 'Keyboard', 'keyboardDidShow');
    const field = page.getByRole('textbox', { name: 'E-mail' });
    await field.focus();
    // The web view shrinks to the space above the keyboard, leaving the field under it.
    await page.setViewportSize({ width: 390, height: 300 });
    await page.evaluate(() => {
      for (const scroller of document.querySelectorAll('ion-content')) {
        void scroller.scrollToTop(0);
      }
    });
    await page.waitForFunction(() => {
      const focused = document.activeElement?.getBoundingClientRect();
      return focused !== undefined && focused.top > window.innerHeight;
    });

    await fireNativeEvent(page, 'Keyboard', 'keyboardDidShow', { keyboardHeight: 544 });
    await page.waitForFunction(() => {
      const focused = document.activeElement?.getBoundingClientRect();
      return focused !== undefined && focused.top >= 0 && focused.bottom <= window.innerHeight;
    });
  });
});

// A notched phone's insets, as the web view reports them in env(safe-area-inset-*); Ionic reads them
// through these variables, which is how a test can set them in a desktop browser.
const NOTCH = { top: 47, bottom: 34 };

async function openOnNotchedPhone(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(({ top, bottom }) => {
    document.documentElement.style.setProperty('--safe-area-inset-top', `${top}px`);
    document.documentElement.style.setProperty('--safe-area-inset-bottom', `${bottom}px`);
  }, NOTCH);
}

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return { top: box.y, bottom: box.y + box.height };
};

describe('notched phone (phone)', () => {
  const session = useBrowserPage('phone');
  const height = 844;

  it('keeps the title, the cookie banner and the offline bar out of the notch and home indicator', async () => {
    const { page, context } = session;
    session.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await openOnNotchedPhone(page, '/home');
    await waitForTitle(page, 'Fidelidade');
    expect((await boxOf(page, 'ion-app h1')).top).toBeGreaterThanOrEqual(NOTCH.top);
    const banner = await boxOf(page, '.cookie-banner');
    expect(banner.bottom).toBeLessThanOrEqual(height - NOTCH.bottom);

    await context.setOffline(true);
    const bar = page.getByRole('status').filter({ hasText: appMessages.offline });
    await bar.waitFor();
    const text = await bar.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().bottom;
    });
    expect(text).toBeLessThanOrEqual(height - NOTCH.bottom);
    await context.setOffline(false);
  });

  it('keeps a full-screen sheet’s title out of the notch', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await openOnNotchedPhone(page, '/home');
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await waitForTitle(page, 'Entrar');
    await waitForSettledOverlays(page);
    expect((await boxOf(page, 'ion-modal h1')).top).toBeGreaterThanOrEqual(NOTCH.top);
  });
});
