// Headless Chromium (Debian's package) driven by playwright-core, with a page per test at a phone or a
// desktop width. A test fails when the page logs an unexpected console error or throws; a failed test's
// report carries its page's trail (page-trail.ts).
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { followPage, type PageTrail } from './page-trail.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The journeys' API server (each project's global setup starts it). */
    baseUrl: string;
  }
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export interface ViewportSize {
  width: number;
  height: number;
}
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far in this test. */
  readonly errors: readonly string[];
  /** Lets this test log console errors that match (e.g. the 401 Chromium logs for a revoked token). */
  allowConsoleErrors(pattern: RegExp): void;
}

/**
 * What a test may set on its context besides the viewport: `serviceWorkers: 'block'`, permissions
 * (the clipboard's), or the address
 * of an API server it started itself (read as each test begins, once that server listens).
 */
export interface ContextOptions extends Pick<
  BrowserContextOptions,
  'serviceWorkers' | 'permissions'
> {
  baseUrl?: () => string;
}

const UNEXPECTED_ERRORS = 'unexpected console errors';

const namedErrors = (errors: readonly string[], what: string) =>
  `${what}: ${JSON.stringify(errors)}`;

/**
 * Fails the test when a page logged `errors`, naming them in the message: a run's summary shows only
 * an assertion's first line.
 */
export function expectNoConsoleErrors(errors: readonly string[], what = UNEXPECTED_ERRORS): void {
  expect(errors, namedErrors(errors, what)).toEqual([]);
}

/** Registers hooks giving every test in the enclosing `describe` a fresh context and page. */
export function useBrowserPage(
  viewport: ViewportName | ViewportSize,
  options: ContextOptions = {},
): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let trail: PageTrail | undefined;
  let errors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('browser not launched');
    errors = [];
    allowed = [];
    const { baseUrl: ownBaseUrl, ...contextOptions } = options;
    context = await browser.newContext({
      ...contextOptions,
      viewport: typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      baseURL: ownBaseUrl?.() ?? baseUrl(),
    });
    page = await context.newPage();
    trail = followPage(page);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async ({ task }) => {
    // Read before the context closes.
    const failedTrail = task.result?.state === 'fail' ? await trail?.describe() : undefined;
    await context?.close();
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    // A failed test's second error, under the first: its page's trail, with what the page logged.
    if (failedTrail) {
      const logged = unexpected.length > 0 ? `\n${namedErrors(unexpected, UNEXPECTED_ERRORS)}` : '';
      throw new Error(`The page's trail up to the failure above:\n${failedTrail}${logged}`);
    }
    expectNoConsoleErrors(unexpected);
  });

  return {
    get page() {
      if (!page) throw new Error('page used outside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('context used outside a test');
      return context;
    },
    get errors() {
      return errors;
    },
    allowConsoleErrors(pattern) {
      allowed.push(pattern);
    },
  };
}
