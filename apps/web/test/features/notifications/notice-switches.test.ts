// "Avisos sobre seu cashback" (DESIGN decision 17): the switches load from GET avisos/preferencias and
// each change is saved with PUT; the browser's push permission is asked only when the customer turns
// "Push" on: refused, the switch goes back off with a toast and nothing is saved; granted, the
// browser subscribes with the server's key and the subscription is registered before the switch is
// saved. Turning it off forgets the subscription. The browser's push is a recorded stand-in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromBase64Url } from '@fidelidade/domain/crypto/base64url';
import type { AvisosPreferencias } from '@fidelidade/domain/contracts/avisos-preferencias';
import { PUSH_MESSAGES } from '../../../src/features/notifications/hooks/use-notice-switches.ts';
import { cliente } from '../../support/cliente.ts';
import { type FakeCall, stubFakeApi } from '../../support/fake-api.ts';
import { cleanup, render } from '../../support/render.ts';

const toasts = vi.hoisted(() => [] as { message: string; type: string | undefined }[]);
vi.mock('../../../src/lib/toasts.ts', () => ({
  showToast: (message: string, type?: string) => {
    toasts.push({ message, type });
    return Promise.resolve();
  },
}));

// Ionic's components need a real browser: here ion-toggle is a plain element with the two properties
// the screen sets, and a test dispatches what a tap on it would.
vi.mock('@ionic/core/components/ion-toggle.js', () => ({
  defineCustomElement: () => {
    if (customElements.get('ion-toggle')) return;
    customElements.define(
      'ion-toggle',
      class extends HTMLElement {
        checked = false;
        disabled = false;
      },
    );
  },
}));
vi.mock('@ionic/core/components/ion-button.js', () => ({ defineCustomElement: () => undefined }));

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.test/send/abc';

function preferences(overrides: Partial<AvisosPreferencias> = {}): AvisosPreferencias {
  return { push: true, email: true, sms: false, chavePublicaPush: KEY, ...overrides };
}

/** The browser's Notification and service worker push, recorded. */
function stubBrowserPush(permission: NotificationPermission) {
  const state = {
    permissionAsked: 0,
    subscribed: [] as PushSubscriptionOptionsInit[],
    unsubscribed: 0,
    subscription: null as PushSubscription | null,
  };
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'chave-p256dh', auth: 'chave-auth' } }),
    unsubscribe: () => {
      state.unsubscribed += 1;
      state.subscription = null;
      return Promise.resolve(true);
    },
  } as unknown as PushSubscription;
  const pushManager = {
    subscribe: (options: PushSubscriptionOptionsInit) => {
      state.subscribed.push(options);
      state.subscription = subscription;
      return Promise.resolve(subscription);
    },
    getSubscription: () => Promise.resolve(state.subscription),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: () => {
        state.permissionAsked += 1;
        return Promise.resolve(permission);
      },
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  return { state, subscription };
}

/** The section on screen once its switches came from `answer`; every later call answered alike. */
async function showSwitches(answer: AvisosPreferencias) {
  const api = await stubFakeApi((call: FakeCall) => {
    if (call.path === 'avisos/preferencias' && call.method === 'PUT') {
      const { push, email, sms } = call.body as AvisosPreferencias;
      return { data: { push, email, sms, chavePublicaPush: KEY }, message: 'Salvo!' };
    }
    if (call.path === 'avisos/preferencias') return { data: answer };
    return { data: null };
  });
  // A fresh app, as a page load has it: the API client keeps the day key of the fake API it met first.
  vi.resetModules();
  const { setCliente } = await import('../../../src/lib/session-store.ts');
  setCliente(cliente());
  const { NoticeSwitches } =
    await import('../../../src/features/notifications/components/notice-switches.tsx');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = render(
    createElement(QueryClientProvider, { client }, createElement(NoticeSwitches)),
  );
  await settle(() => {
    expect(container.querySelectorAll('ion-toggle')).toHaveLength(3);
  });
  const toggle = (label: string) => {
    const found = [...container.querySelectorAll('ion-toggle')].find(
      (element) => element.textContent === label,
    );
    if (!found) throw new Error(`no switch ${label}`);
    return found;
  };
  return { api, container, toggle };
}

async function settle(check: () => void) {
  await act(async () => {
    await vi.waitFor(check);
  });
}

/** What a tap on an ion-toggle dispatches. */
async function tap(toggle: HTMLIonToggleElement, checked: boolean) {
  await act(async () => {
    toggle.checked = checked;
    toggle.dispatchEvent(new CustomEvent('ionChange', { detail: { checked } }));
    await Promise.resolve();
  });
}

const sent = (calls: FakeCall[]) =>
  calls.map((call) => `${call.method} ${call.path}`).filter((c) => c !== 'GET avisos/preferencias');

beforeEach(() => {
  toasts.length = 0;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('notice switches', () => {
  it('shows the saved switches and asks no permission on load', async () => {
    const { state } = stubBrowserPush('granted');
    const { toggle, api } = await showSwitches(preferences());
    expect(['Push', 'E-mail', 'SMS'].map((label) => toggle(label).checked)).toEqual([
      true,
      true,
      false,
    ]);
    expect(state.permissionAsked).toBe(0);
    expect(sent(api.calls)).toEqual([]);
  });

  it('saves a channel as soon as it changes', async () => {
    stubBrowserPush('granted');
    const { toggle, api } = await showSwitches(preferences());
    await tap(toggle('SMS'), true);
    await settle(() => {
      expect(sent(api.calls)).toEqual(['PUT avisos/preferencias']);
    });
    expect(api.calls.at(-1)?.body).toEqual({
      jwt: 'jwt-da-sessao',
      push: true,
      email: true,
      sms: true,
    });
    await settle(() => {
      expect(toasts).toEqual([{ message: 'Salvo!', type: 'sucesso' }]);
    });
  });

  it('turns push back off with a toast when the permission is refused', async () => {
    const { state } = stubBrowserPush('denied');
    const { toggle, api } = await showSwitches(preferences({ push: false }));
    await tap(toggle('Push'), true);
    await settle(() => {
      expect(toasts).toEqual([{ message: PUSH_MESSAGES.denied, type: 'erro' }]);
    });
    expect(state.permissionAsked).toBe(1);
    expect(toggle('Push').checked).toBe(false);
    expect(state.subscribed).toEqual([]);
    expect(sent(api.calls)).toEqual([]);
  });

  it('subscribes with the server’s key, registers the browser, then saves', async () => {
    const { state } = stubBrowserPush('granted');
    const { toggle, api } = await showSwitches(preferences({ push: false }));
    await tap(toggle('Push'), true);
    await settle(() => {
      expect(sent(api.calls)).toEqual(['POST avisos/inscricao', 'PUT avisos/preferencias']);
    });
    expect(state.permissionAsked).toBe(1);
    expect(state.subscribed).toEqual([
      { userVisibleOnly: true, applicationServerKey: fromBase64Url(KEY) },
    ]);
    expect(api.calls.find((call) => call.path === 'avisos/inscricao')?.body).toEqual({
      jwt: 'jwt-da-sessao',
      web: { endpoint: ENDPOINT, keys: { p256dh: 'chave-p256dh', auth: 'chave-auth' } },
    });
    expect(api.calls.at(-1)?.body).toMatchObject({ push: true });
    expect(toggle('Push').checked).toBe(true);
  });

  it('forgets the browser’s subscription when push is turned off', async () => {
    const { state, subscription } = stubBrowserPush('granted');
    state.subscription = subscription;
    const { toggle, api } = await showSwitches(preferences());
    await tap(toggle('Push'), false);
    await settle(() => {
      expect(sent(api.calls)).toEqual(['DELETE avisos/inscricao', 'PUT avisos/preferencias']);
    });
    expect(api.calls[1]?.body).toEqual({ jwt: 'jwt-da-sessao', endereco: ENDPOINT });
    expect(state.unsubscribed).toBe(1);
    expect(state.permissionAsked).toBe(0);
    expect(api.calls.at(-1)?.body).toMatchObject({ push: false });
  });
});
