// What the app shell's browser tests share: the routes of spec point 2 with the title each shows,
// a stored customer, and waits that make a page's state observable.
import type { Page } from 'playwright-core';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { registerCustomer } from './support/registered-customer.ts';

export type Access = 'public' | 'customer' | 'visitor';

export interface ShellRoute {
  path: string;
  title: string;
  access: Access;
  /** An alias of a screen listed before it: same page, so axe checks it once. */
  alias?: boolean;
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/home', title: 'Fidelidade', access: 'public' },
  { path: '/cadastro-fidelidade', title: 'Programa de fidelidade', access: 'public' },
  { path: '/extrato-fidelidade', title: 'Meu extrato', access: 'customer' },
  { path: '/detalhes-fidelidade', title: 'Detalhes da fidelidade', access: 'customer' },
  { path: '/avisos', title: 'Avisos', access: 'customer' },
  { path: '/niveis-fidelidade', title: 'Níveis de fidelidade', access: 'public' },
  { path: '/filtro-fidelidade', title: 'Período do extrato', access: 'customer' },
  { path: '/acesso-login', title: 'Entrar', access: 'visitor' },
  { path: '/login', title: 'Entrar', access: 'visitor', alias: true },
  { path: '/modal-login', title: 'Entrar', access: 'visitor', alias: true },
  { path: '/esqueci-senha-etapa-um', title: 'Esqueci minha senha', access: 'visitor' },
  { path: '/esqueci-senha-etapa-dois', title: 'Esqueci minha senha', access: 'visitor' },
  { path: '/esqueci-senha-etapa-tres', title: 'Esqueci minha senha', access: 'visitor' },
  { path: '/esqueci-senha-etapa-quatro', title: 'Esqueci minha senha', access: 'visitor' },
  { path: '/cadastro-dados', title: 'Realize seu cadastro', access: 'visitor' },
  { path: '/modal-cadastro-dados', title: 'Realize seu cadastro', access: 'visitor', alias: true },
  { path: '/reivindicar-cpf', title: 'Este CPF é seu?', access: 'visitor' },
  { path: '/perfil', title: 'Perfil', access: 'customer' },
  { path: '/minha-conta', title: 'Minha conta', access: 'customer' },
  { path: '/modal-editar', title: 'Editar dados', access: 'customer' },
  { path: '/logout', title: 'Sair da conta', access: 'customer' },
  { path: '/notificacoes', title: 'Notificações', access: 'customer' },
  { path: '/termos', title: 'Termos de uso', access: 'public' },
  { path: '/privacidade', title: 'Política de privacidade', access: 'public' },
  { path: '/desativar-conta', title: 'Desativar conta', access: 'customer' },
  { path: '/avaliacao', title: 'Avalie sua compra', access: 'public' },
  { path: '/fale-conosco', title: 'Fale conosco', access: 'public' },
];

/** Where a route ends up, and the title shown there, for a visitor or a logged-in customer. */
export function expectedLanding(
  route: ShellRoute,
  loggedIn: boolean,
): { path: string; title: string } {
  if (route.access === 'customer' && !loggedIn) {
    return route.path === '/logout'
      ? { path: '/home', title: 'Fidelidade' }
      : { path: '/login', title: 'Entrar' };
  }
  if (route.access === 'visitor' && loggedIn) {
    return { path: '/extrato-fidelidade', title: 'Meu extrato' };
  }
  // Recovery steps 2 to 4 need the data of step 1: without it they start over at step 1.
  if (/^\/esqueci-senha-etapa-(dois|tres|quatro)$/.test(route.path)) {
    return { path: '/esqueci-senha-etapa-um', title: 'Esqueci minha senha' };
  }
  return { path: route.path, title: route.title };
}

/**
 * Before any script runs: a logged-in customer and/or an accepted cookie banner. The customer is a
 * real one, registered through the API, because the customer's screens call the API with its session
 * (a made-up token would get the forced logout of spec point 8). Answers the stored customer. Every
 * load of the page stores it again, as it was when registered.
 */
export async function prepareStorage(
  page: Page,
  { loggedIn = false, cookiesAccepted = false }: { loggedIn?: boolean; cookiesAccepted?: boolean },
): Promise<Cliente | null> {
  const user = loggedIn ? (await registerCustomer()).usuario : null;
  await page.addInitScript(
    ({ user, accepted }) => {
      if (user) localStorage.setItem('2v.usuario', JSON.stringify(user));
      if (accepted) localStorage.setItem('2v.aceitaCookies', 'true');
    },
    { user, accepted: cookiesAccepted },
  );
  return user;
}

/** The page's one h1 that assistive technology can reach, once it is visible. */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * The focused control's accessible name. Ionic renders its native button inside a shadow root with
 * the text slotted from the host, so the name is the inner element's aria-label or the host's text.
 */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let host = document.activeElement;
    let element = host;
    while (element?.shadowRoot?.activeElement) {
      host = element;
      element = element.shadowRoot.activeElement;
    }
    const label = element?.getAttribute('aria-label');
    return (label ?? (host as HTMLElement | null)?.innerText ?? '').trim();
  });
}

/**
 * Presses Tab until the control named `name` has focus; false when it never comes. Any case: a
 * Material button's text is drawn in capitals.
 */
export async function tabUntil(page: Page, name: string, maxPresses = 40): Promise<boolean> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).toLowerCase() === name.toLowerCase()) return true;
  }
  return false;
}
