// Waits for Ionic's sheet modals to settle: journeys measure and use a sheet only once it rests, and
// the page behind it only once every sheet has gone.
import type { Page } from 'playwright-core';
import { waitForFiniteAnimations } from './animations.ts';

/**
 * Waits until every sheet modal has finished opening and the one in front can be used (Ionic lifts
 * its aria-hidden and inert). A sheet behind another one stays hidden from assistive technology.
 * Ionic marks a sheet shown when its entering animation starts, so the sheet rests, where a journey
 * may measure it, once that animation has ended too.
 */
export async function waitForSettledOverlays(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const modals = [...document.querySelectorAll('ion-modal')];
    const front = modals.at(-1);
    return (
      modals.every((modal) => modal.classList.contains('show-modal')) &&
      !front?.hasAttribute('aria-hidden') &&
      !front?.hasAttribute('inert')
    );
  });
  await waitForFiniteAnimations(page);
}

/** Waits until every sheet modal has left: Ionic removes one once its leaving animation ends. */
export async function waitForNoOverlays(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('ion-modal') === null);
}
