// Terms of use, privacy policy and loyalty privacy notice (spec point 2, DESIGN decision 12): opened by
// their routes in the embedded viewer (the loyalty notice also from the join page), readable at 390 px
// with no horizontal scroll, and accessible both in the app and as pages on their own.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { frontSheet, openSheet } from './account-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORTS, VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

const DOCUMENTS = [
  {
    path: '/termos',
    title: 'Termos de uso',
    heading: 'Termos de Uso',
    vigencia: 'Versão 1.0, vigente desde 23 de novembro de 2026.',
  },
  {
    path: '/privacidade',
    title: 'Política de privacidade',
    heading: 'Política de Privacidade',
    vigencia: 'Versão 1.1, vigente desde 27 de novembro de 2026.',
  },
  {
    path: '/aviso-fidelidade',
    title: 'Aviso de privacidade do programa',
    heading: 'Aviso de Privacidade do Programa Fidelidade',
    vigencia: 'Versão 1.0, vigente desde 23 de novembro de 2026.',
  },
] as const;

/** The viewer's frame, once its document has loaded. */
async function documentFrame(page: Page, title: string): Promise<Frame> {
  const element = await frontSheet(page).getByTitle(`Documento: ${title}`).elementHandle();
  const frame = await element.contentFrame();
  if (!frame) throw new Error(`no frame for ${title}`);
  await frame.waitForLoadState('load');
  return frame;
}

async function scrollsSideways(target: Page | Frame): Promise<boolean> {
  return target.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

describe.each(VIEWPORT_NAMES)('legal documents (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it.each(DOCUMENTS)('opens $path in the viewer, readable and accessible', async (doc) => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await openSheet(page, doc.path, doc.title);
    const frame = await documentFrame(page, doc.title);
    await frame.getByRole('heading', { level: 1, name: doc.heading }).waitFor();
    expect(await frame.getByText(doc.vigencia).count()).toBe(1);
    expect(await scrollsSideways(frame)).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    const box = await frontSheet(page).getByTitle(`Documento: ${doc.title}`).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
    expect(box?.height).toBeGreaterThan(300);
    await expectNoAxeViolations(page);

    await frontSheet(page).getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
  });

  it('opens the loyalty privacy notice from the join page and returns to it', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    await page.goto('/cadastro-fidelidade');
    await waitForTitle(page, 'Programa de fidelidade');
    await page.getByRole('link', { name: 'Aviso de privacidade do programa' }).click();
    await waitForTitle(page, 'Aviso de privacidade do programa');
    await waitForSettledOverlays(page);
    expect(pathnameOf(page)).toBe('/aviso-fidelidade');
    const frame = await documentFrame(page, 'Aviso de privacidade do programa');
    await frame
      .getByRole('heading', { level: 1, name: 'Aviso de Privacidade do Programa Fidelidade' })
      .waitFor();
    await expectNoAxeViolations(page);

    await frontSheet(page).getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL('**/cadastro-fidelidade');
    await waitForTitle(page, 'Programa de fidelidade');
  });

  it('offers the document on its own, in a new tab', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/privacidade', 'Política de privacidade');
    const link = sheet.getByRole('link', {
      name: 'Abrir “Política de privacidade” em uma nova aba',
    });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe('/api/documentos/privacidade');
    expect(pathnameOf(page)).toBe('/privacidade');
  });
});

describe.each(VIEWPORT_NAMES)('document pages on their own (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it.each(DOCUMENTS)('$path: no horizontal scroll, no axe violations', async (doc) => {
    const { page } = session;
    const response = await page.goto(`/api/documentos${doc.path}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`${doc.heading} | Fidelidade`);
    expect(await scrollsSideways(page)).toBe(false);
    // The pages forbid every script (CSP), so axe runs in a context that may inject it.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const tools = await browser.newContext({ viewport: VIEWPORTS[viewport], bypassCSP: true });
    try {
      const inspected = await tools.newPage();
      await inspected.goto(page.url());
      await expectNoAxeViolations(inspected);
    } finally {
      await tools.close();
    }
  });

  it('answers a missing document with a pt-BR 404 page', async () => {
    const { page } = session;
    session.allowConsoleErrors(/404/);
    const response = await page.goto('/api/documentos/contrato');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Documento não encontrado.' }).waitFor();
  });
});
