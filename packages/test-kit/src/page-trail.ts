// What a failed journey leaves in its report: the paths its page went through and the calls the server
// refused with the envelope's message, in order, then where the page stood and what it still announced
// (toasts, alerts). That tells a refusal from a navigation that went elsewhere, which a timeout's
// message alone cannot. Only paths and the server's messages are kept, never query strings or what was
// sent, so no value a test typed reaches the log.
import type { Page, Response } from 'playwright-core';

/** How many of the latest steps the summary keeps. */
const KEPT_STEPS = 40;

export interface PageTrail {
  /** The trail so far and the page as it is now, one line each. */
  describe(): Promise<string>;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The refusal's envelope message, or '' when its body is not an envelope. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null && 'message' in body && body.message;
    return typeof message === 'string' ? `: ${message}` : '';
  } catch {
    return '';
  }
}

/** Starts following `page` from now on. */
export function followPage(page: Page): PageTrail {
  let steps: Promise<string>[] = [];
  const note = (step: Promise<string>) => {
    steps = [...steps, step].slice(-KEPT_STEPS);
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(Promise.resolve(`went to ${pathOf(frame.url())}`));
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const call = `${response.request().method()} ${pathOf(response.url())}`;
    note(
      refusalMessage(response).then((message) => `${call} answered ${response.status()}${message}`),
    );
  });
  return {
    async describe() {
      const announced = page.isClosed()
        ? []
        : await page.getByRole('status').or(page.getByRole('alert')).allInnerTexts();
      return [
        ...(await Promise.all(steps)),
        `ended at ${pathOf(page.url())}`,
        ...announced.filter((text) => text.trim() !== '').map((text) => `announced "${text}"`),
      ].join('\n');
    },
  };
}
