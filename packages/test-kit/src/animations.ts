// Waiting for what the page is animating, for journeys that measure or check what they see.
import type { Page } from 'playwright-core';

/**
 * Waits for overlays that are fading in or out (a toast's entry and exit, a modal's slide) to finish:
 * half-transparent text would be measured against what shows through it, and a sliding sheet is not
 * yet where it rests. Endless animations, such as a spinner's, are not waited for.
 */
export async function waitForFiniteAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Ionic animates its overlays inside their shadow roots, which document.getAnimations() leaves out.
    const roots: DocumentOrShadowRoot[] = [document];
    for (let i = 0; i < roots.length; i += 1) {
      const root = roots[i] as Document | ShadowRoot;
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return roots.every((root) =>
      root
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
  });
}
