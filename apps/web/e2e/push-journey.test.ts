// A pushed notice, end to end (DESIGN decision 17): the customer asks for push on this browser, a
// purchase's credit notice leaves the API by Web Push to a local push service (which checks the VAPID
// token and decrypts it), what that service received reaches the app's service worker, the notice
// shows as a notification, and its address opens the statement entry.
//
// Headless Chromium has no push service of its own, so the page's PushManager hands out a
// subscription of the local service, and the test carries the decrypted message to the service
// worker through the DevTools protocol, as a browser's push service would deliver it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMessages } from '@fidelidade/domain/messages';
import { DEV_VAPID_PUBLIC_KEY } from '../../api/src/public-secrets.ts';
import {
  type PushService,
  type PushSubscriptionJson,
  startPushService,
} from '../../api/test/helpers/push-service.ts';
import { expectToast, openSheet } from './account-pages.ts';
import { type Till, postPurchase, registeredOnStatement } from './loyalty-pages.ts';
import {
  type ApiServer,
  apiServerEnv,
  repoRoot,
  startApiServer,
} from '@fidelidade/test-kit/api-server';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { createPartnerStore } from './support/partner-store.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { waitForTitle } from './shell-pages.ts';

interface Notice {
  titulo: string;
  texto: string;
  url: string;
  avisoId: string;
}

let root = '';
let pushService: PushService;
let server: ApiServer;
let till: Till;

// The journeys' shared server cannot reach the push service: only a server started with its
// certificate in NODE_EXTRA_CA_CERTS trusts it. With no VAPID settings it signs with the dev pair.
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fidelidade-push-'));
  pushService = await startPushService({ applicationServerKey: DEV_VAPID_PUBLIC_KEY });
  const caFile = join(root, 'push-service-ca.pem');
  writeFileSync(caFile, pushService.ca);
  const options = {
    dataDir: join(root, 'data'),
    webDist: join(repoRoot, 'apps/web/dist'),
    env: { NODE_EXTRA_CA_CERTS: caFile },
  };
  const store = await createPartnerStore(apiServerEnv(options), 'Loja Push');
  server = await startApiServer(options);
  till = { url: server.url, chave: store.chave };
});

afterAll(async () => {
  await server.stop();
  await pushService.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Before the app loads: a PushManager whose subscription is the local service's (kept across loads
 * once subscribed, as a browser keeps it) and the notification permission already granted.
 */
async function subscribeToLocalService(page: Page, subscription: PushSubscriptionJson) {
  await page.context().grantPermissions(['notifications'], { origin: server.url });
  await page.addInitScript((json) => {
    const subscribed = 'e2e.pushSubscribed';
    const stub = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: () => {
        localStorage.removeItem(subscribed);
        return Promise.resolve(true);
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = () => {
      localStorage.setItem(subscribed, 'true');
      return Promise.resolve(stub);
    };
    PushManager.prototype.getSubscription = () =>
      Promise.resolve(localStorage.getItem(subscribed) ? stub : null);
  }, subscription);
}

/** Waiting this long for the worker to acknowledge a delivery, before delivering it again. */
const ACKNOWLEDGEMENT_WAIT_MS = 10_000;
const DELIVERIES = 3;

/**
 * Hands a push message to the app's service worker, as the browser does when one arrives, and
 * returns how the worker's push event ended ('Success' once its notification shows). Like a push
 * service (RFC 8030), it delivers again until the browser acknowledges the message: Chromium drops a
 * delivery that never reaches the worker (one whose start fails) without a word.
 */
async function deliverPush(page: Page, data: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const scope = `${server.url}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((item) => item.scopeURL === scope && !item.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  // Chromium reports each push event it dispatches, and how it ended, to whoever records them.
  const acknowledged = new Promise<string>((resolve) => {
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) => {
      if (backgroundServiceEvent.eventName !== 'Push event completed') return;
      const status = backgroundServiceEvent.eventMetadata.find(({ key }) => key === 'Status');
      resolve(status?.value ?? '');
    });
  });
  const service = 'pushMessaging';
  await cdp.send('BackgroundService.startObserving', { service });
  await cdp.send('BackgroundService.setRecording', { service, shouldRecord: true });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await found;
  try {
    for (let delivery = 1; delivery <= DELIVERIES; delivery++) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId,
        data,
      });
      const waited = delay(ACKNOWLEDGEMENT_WAIT_MS, undefined);
      const status = await Promise.race([acknowledged, waited]);
      if (status !== undefined) return status;
    }
    throw new Error(`the service worker acknowledged none of ${DELIVERIES} deliveries`);
  } finally {
    await cdp.detach();
  }
}

/** What the service worker shows, read from the page. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      url: (data as { url?: unknown } | null)?.url,
    }));
  });
}

describe.each(VIEWPORT_NAMES)('push journey (%s)', (viewport) => {
  const session = useBrowserPage(viewport, { baseUrl: () => server.url });

  it('pushes a purchase’s notice to this browser, which shows it and opens its entry', async () => {
    const { page } = session;
    const subscription = pushService.subscription(201);
    await subscribeToLocalService(page, subscription);
    const customer = await registeredOnStatement(page);
    await waitForServiceWorker(page);

    // Push is on by default; this browser is not subscribed yet, so the sheet offers it.
    const sheet = await openSheet(page, '/notificacoes', 'Notificações');
    const section = sheet.getByRole('region', { name: 'Avisos sobre seu cashback' });
    const receiveHere = section.getByRole('button', { name: 'Receber push neste aparelho' });
    await receiveHere.click();
    await expectToast(page, noticeMessages.deviceSaved);
    await receiveHere.waitFor({ state: 'detached' });

    await postPurchase(customer.cpf, 3000, new Date(), undefined, till);
    // The service answers 201 only to a push signed with the VAPID key the subscription was made
    // with, for its own origin: receiving it at all means the token held.
    await expect
      .poll(() => pushService.received.filter((push) => push.endpoint === subscription.endpoint))
      .toHaveLength(1);
    const push = pushService.received.find((item) => item.endpoint === subscription.endpoint);
    const notice = push?.payload as Notice;
    // R$ 30,00 at the first level earns R$ 1,50 (formatted with a no-break space).
    expect(Object.keys(notice).sort()).toEqual(['avisoId', 'texto', 'titulo', 'url']);
    expect(notice.titulo).toBe('Você ganhou R$\u00a01,50 de cashback');
    expect(notice.texto).toMatch(/^Sua compra rendeu R\$\u00a01,50 de cashback, disponível/);
    expect(notice.url).toMatch(/^\/detalhes-fidelidade\?id=/);
    expect(notice.avisoId).toMatch(/\S/);
    expect(push?.vapid.aud).toBe(pushService.url);

    expect(await deliverPush(page, JSON.stringify(notice))).toBe('Success');
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        { title: notice.titulo, body: notice.texto, tag: notice.avisoId, url: notice.url },
      ]);

    // Neither the DevTools protocol nor headless Chromium can click a notification, so the page
    // goes where the worker's notificationclick would take it: the notification's own address.
    const [shown] = await shownNotifications(page);
    await page.goto(String(shown?.url));
    await waitForTitle(page, 'Detalhes da fidelidade');
    expect(new URL(page.url()).pathname).toBe('/detalhes-fidelidade');

    await page.goto('/avisos');
    await waitForTitle(page, 'Avisos');
    await page.getByRole('link', { name: /Você ganhou R\$\s1,50 de cashback/ }).waitFor();
    await expectNoAxeViolations(page);
  });
});
