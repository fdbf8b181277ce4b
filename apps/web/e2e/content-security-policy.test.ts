// The app under its Content-Security-Policy: served with a policy that runs no inline script,
// it starts, shows its screens and opens every document in the embedded viewer without the browser
// reporting a single violation (useBrowserPage also fails the test on the console error one logs).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSheet } from './account-pages.ts';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { prepareStorage, waitForTitle } from './shell-pages.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const DOCUMENTS = [
  { path: '/termos', title: 'Termos de uso', heading: 'Termos de Uso' },
  { path: '/privacidade', title: 'Política de privacidade', heading: 'Política de Privacidade' },
  {
    path: '/aviso-fidelidade',
    title: 'Aviso de privacidade do programa',
    heading: 'Aviso de Privacidade do Programa Fidelidade',
  },
] as const;

const SCREENS = [
  { path: '/home', title: 'Fidelidade' },
  { path: '/niveis-fidelidade', title: 'Níveis de fidelidade' },
  { path: '/cadastro-fidelidade', title: 'Programa de fidelidade' },
  { path: '/fale-conosco', title: 'Fale conosco' },
  { path: '/login', title: 'Entrar' },
  { path: '/cadastro-dados', title: 'Realize seu cadastro' },
] as const;

/** Records, before any script of the app runs, every violation the page reports. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
      },
      true,
    );
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? ['the recorder never ran']);
}

describe.each(VIEWPORT_NAMES)('content security policy (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('serves the app with a policy that allows no inline script', async () => {
    const { page } = session;
    const response = await page.goto('/home');
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(["'self'"]);
  });

  it('opens every document in the viewer with no violation', async () => {
    const { page } = session;
    await recordViolations(page);
    await prepareStorage(page, { cookiesAccepted: true });
    for (const doc of DOCUMENTS) {
      const sheet = await openSheet(page, doc.path, doc.title);
      const element = await sheet.getByTitle(`Documento: ${doc.title}`).elementHandle();
      const frame = await element.contentFrame();
      if (!frame) throw new Error(`no frame for ${doc.title}`);
      await frame.getByRole('heading', { level: 1, name: doc.heading }).waitFor();
      // The document's own stylesheet applied: its policy let it load inside the frame.
      const styled = await frame.evaluate(() => document.styleSheets.length);
      expect(styled).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
    }
  });

  it('shows the screens with no violation', async () => {
    const { page } = session;
    await recordViolations(page);
    await prepareStorage(page, { cookiesAccepted: true });
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await waitForTitle(page, screen.title);
      expect(await violations(page)).toEqual([]);
    }
  });

  it('shows a customer’s statement and account with no violation', async () => {
    const { page } = session;
    await recordViolations(page);
    await prepareStorage(page, { loggedIn: true, cookiesAccepted: true });
    for (const screen of [
      { path: '/extrato-fidelidade', title: 'Meu extrato' },
      { path: '/minha-conta', title: 'Minha conta' },
      { path: '/modal-editar', title: 'Editar dados' },
    ]) {
      await page.goto(screen.path);
      await waitForTitle(page, screen.title);
      expect(await violations(page)).toEqual([]);
    }
  });
});
