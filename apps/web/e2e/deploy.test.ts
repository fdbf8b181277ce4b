// A deploy does not break an open app. A tab opened on the current build, after the next build has
// replaced it on the server, opens a screen it had not loaded yet: its chunk is gone (404), so the
// page loads the new build once, at the same address, and shows the screen. When the new build lacks
// the screen too, the page says so instead of reloading again and again.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appMessages } from '@fidelidade/domain/messages';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { type ApiServer, startApiServer } from '@fidelidade/test-kit/api-server';
import { type BrowserSession, VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { waitForServiceWorker } from './support/service-worker.ts';
import {
  assetPaths,
  buildNextVersion,
  chunkPath,
  currentBuild,
  deploy,
  removeChunk,
} from './deploy-builds.ts';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

/** The screen the journeys open after the deploy: a page home links to but does not load. */
const SCREEN = { module: 'loyalty-join-page', path: '/cadastro-fidelidade' };
const SCREEN_TITLE = 'Programa de fidelidade';
/** A sheet modal's route the journeys open from home, which home does not load either. */
const SHEET = { module: 'login-screen', path: '/login' };

/** What Chromium logs for each chunk of the previous build that the server no longer has. */
const MISSING_CHUNK_ERROR =
  /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

/**
 * What the page reports for a module of `build` it imports once that build is gone. Ionic imports a
 * few modules of its own when the browser is first idle, which on a busy machine can come after the
 * deploy: the tab then runs without them until its next load. The app's own screens never reach
 * this, since the app catches their misses.
 */
function missingModuleError(build: string): RegExp {
  const paths = [...assetPaths(build)].map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(
    `^Failed to fetch dynamically imported module: http://[^/]+(?:${paths.join('|')})$`,
  );
}

let root = '';
let site = '';
let nextBuild = '';
let brokenBuild = '';
/** The screen's chunk in the next build, which the broken build lacks. */
let missingChunk = '';
/** The sheet's chunk in the next build, which the broken build lacks too. */
let missingSheetChunk = '';
let server: ApiServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fidelidade-deploy-'));
  site = join(root, 'site');
  nextBuild = join(root, 'next');
  brokenBuild = join(root, 'broken');
  await buildNextVersion(nextBuild);
  cpSync(nextBuild, brokenBuild, { recursive: true });
  missingChunk = chunkPath(brokenBuild, SCREEN.module);
  removeChunk(brokenBuild, missingChunk);
  missingSheetChunk = chunkPath(brokenBuild, SHEET.module);
  removeChunk(brokenBuild, missingSheetChunk);
  // The API serves a web build only if it finds one when it starts.
  deploy(currentBuild, site);
  server = await startApiServer({ dataDir: join(root, 'data'), webDist: site });
});

// Every journey opens its tab on the current build.
beforeEach(() => {
  deploy(currentBuild, site);
});

afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

interface Watch {
  /** Documents loaded since the watch began: the page's reloads. */
  readonly loads: number;
  /** Paths the server answered 404. */
  readonly notFound: readonly string[];
}

/** Counts the page's loads and the requests that found nothing, from now on. */
function watch(page: Page): Watch {
  const seen = { loads: 0, notFound: [] as string[] };
  page.on('load', () => {
    seen.loads += 1;
  });
  page.on('response', (response) => {
    if (response.status() === 404) seen.notFound.push(new URL(response.url()).pathname);
  });
  return seen;
}

/**
 * Home on the current build, with the app started and the chunks it fetches on its own there; from
 * then on the page's loads and misses are watched, and the misses' console errors expected.
 */
async function openHome(session: BrowserSession): Promise<Watch> {
  const { page } = session;
  session.allowConsoleErrors(MISSING_CHUNK_ERROR);
  session.allowConsoleErrors(missingModuleError(currentBuild));
  await prepareStorage(page, { cookiesAccepted: true });
  await page.goto(`${server.url}/home`);
  await waitForTitle(page, 'Fidelidade');
  await page.waitForLoadState('networkidle');
  return watch(page);
}

/** Home's own link to the loyalty programme's page (the link in the page, not the menu's). */
async function openScreenFromHome(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Cadastre-se' }).click();
}

async function expectScreenOfNewBuild(page: Page, seen: Watch): Promise<void> {
  await waitForTitle(page, SCREEN_TITLE);
  expect(pathnameOf(page)).toBe(SCREEN.path);
  expect(seen.loads).toBe(1);
  // What went missing were chunks of the previous build, and nothing else.
  expect(seen.notFound.length).toBeGreaterThan(0);
  const previous = assetPaths(currentBuild);
  expect(seen.notFound.filter((path) => !previous.has(path))).toEqual([]);
  await expectNoAxeViolations(page);
}

/** The message of a screen whose code neither build has. */
async function expectScreenUnavailable(page: Page): Promise<void> {
  await waitForTitle(page, appMessages.screenUnavailableTitle);
  await page.getByRole('alert').getByText(appMessages.screenUnavailableText).waitFor();
}

describe.each(VIEWPORT_NAMES)('a deploy under an open tab (%s)', (viewport) => {
  // A browser without the service worker's cache: every chunk comes from the server.
  const session = useBrowserPage(viewport, { serviceWorkers: 'block' });

  it('opens a screen the tab had not loaded by loading the new build once', async () => {
    const { page } = session;
    const seen = await openHome(session);

    deploy(nextBuild, site);
    await openScreenFromHome(page);
    await expectScreenOfNewBuild(page, seen);
  });

  it('says the screen is unavailable, after one reload, when the new build lacks it too', async () => {
    const { page } = session;
    const seen = await openHome(session);

    deploy(brokenBuild, site);
    await openScreenFromHome(page);
    await expectScreenUnavailable(page);
    expect(pathnameOf(page)).toBe(SCREEN.path);
    expect(seen.loads).toBe(1);
    expect(seen.notFound).toContain(missingChunk);
    await expectNoAxeViolations(page);

    // Once the release is fixed, trying again opens the screen.
    deploy(nextBuild, site);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitForTitle(page, SCREEN_TITLE);
    expect(seen.loads).toBe(2);
  });

  it('says a sheet modal is unavailable inside its sheet, which closes back to the page', async () => {
    const { page } = session;
    const seen = await openHome(session);

    deploy(brokenBuild, site);
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    const sheet = page.locator('ion-modal', {
      has: page.getByRole('heading', { name: appMessages.screenUnavailableTitle }),
    });
    await sheet.getByRole('alert').getByText(appMessages.screenUnavailableText).waitFor();
    await waitForTitle(page, appMessages.screenUnavailableTitle);
    await waitForSettledOverlays(page);
    expect(pathnameOf(page)).toBe(SHEET.path);
    expect(seen.loads).toBe(1);
    expect(seen.notFound).toContain(missingSheetChunk);
    // The page behind keeps the one main element; the sheet draws no page of its own.
    expect(await page.locator('main').count()).toBe(1);
    await expectNoAxeViolations(page);

    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL('**/home');
    await sheet.waitFor({ state: 'detached' });
    await waitForTitle(page, 'Fidelidade');
  });

  it('reloads once however long the reload takes, when the new build lacks the screen too', async () => {
    const { page } = session;
    const seen = await openHome(session);
    // Each load from now on starts ten minutes after the one before, as on a slow connection.
    await page.addInitScript(() => {
      const loads = Number(sessionStorage.getItem('e2e-loads') ?? 0);
      sessionStorage.setItem('e2e-loads', String(loads + 1));
      const now = Date.now.bind(Date);
      Date.now = () => now() + (loads + 1) * 10 * 60_000;
    });

    deploy(brokenBuild, site);
    await openScreenFromHome(page);
    await expectScreenUnavailable(page);
    expect(seen.loads).toBe(1);
  });

  it('tries again with one load, and a later deploy gets its own reload once the screen loaded', async () => {
    const { page } = session;
    const seen = await openHome(session);

    deploy(brokenBuild, site);
    await openScreenFromHome(page);
    await expectScreenUnavailable(page);
    expect(seen.loads).toBe(1);

    // The release is still broken: trying again loads the page once and says so again.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Tentar novamente' }).click(),
    ]);
    await expectScreenUnavailable(page);
    expect(seen.loads).toBe(2);

    deploy(nextBuild, site);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitForTitle(page, SCREEN_TITLE);
    expect(seen.loads).toBe(3);

    // Another release under the same tab, moments later: a screen it had not loaded gets its reload.
    deploy(currentBuild, site);
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await waitForTitle(page, 'Entrar');
    expect(pathnameOf(page)).toBe('/login');
    expect(seen.loads).toBe(4);
    await waitForSettledOverlays(page);
    await expectNoAxeViolations(page);
  });
});

describe('a deploy under an open tab with the service worker (phone)', () => {
  const session = useBrowserPage('phone');

  it('serves the old build from its cache until the new worker takes over, then loads the new build', async () => {
    const { page } = session;
    const seen = await openHome(session);
    await waitForServiceWorker(page);

    deploy(nextBuild, site);
    // The worker that controls the tab precached the whole previous build: nothing is missing yet.
    await page.getByRole('link', { name: 'níveis de fidelidade' }).click();
    await waitForTitle(page, 'Níveis de fidelidade');
    expect(seen.notFound).toEqual([]);
    await page.goBack();
    await waitForTitle(page, 'Fidelidade');

    // The browser finds the new worker (as when another tab opens the app); it takes over this tab
    // and drops the previous build's cache.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const takenOver = new Promise((done) => {
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
      });
      await registration?.update();
      await takenOver;
    });
    await openScreenFromHome(page);
    await expectScreenOfNewBuild(page, seen);
  });
});
