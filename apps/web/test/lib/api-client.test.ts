// The API client's request() as the customer meets it (spec points 4, 7 and 8): the answer of a
// successful call, the error toast (unless the screen asked for quiet), and the forced logout on a 401
// or on an answer the app cannot decrypt. The server is a fake behind fetch that speaks the envelope
// and the encryption; Ionic's overlays are recorded instead of drawn.
import { appMessages } from '@fidelidade/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, stubFakeApi } from '../support/fake-api.ts';
import { cliente } from '../support/cliente.ts';

const overlays = vi.hoisted(() => [] as { tag: string; props: Record<string, unknown> }[]);

vi.mock('../../src/lib/ui/overlay.ts', () => ({
  presentOverlay: (tag: string, _load: unknown, props: Record<string, unknown>) => {
    overlays.push({ tag, props });
    return Promise.resolve({
      ...props,
      dismiss: () => Promise.resolve(true),
      addEventListener: () => undefined,
      onDidDismiss: () => new Promise(() => undefined),
    });
  },
  presentedOverlays: () => Promise.resolve([]),
}));

const toasts = () => overlays.filter((o) => o.tag === 'ion-toast').map((o) => o.props);
const alerts = () => overlays.filter((o) => o.tag === 'ion-alert').map((o) => o.props);

/** The app as a fresh page load has it, logged in as `logged`, with its navigations recorded. */
async function loadApp(logged = cliente()) {
  localStorage.setItem('2v.usuario', JSON.stringify(logged));
  vi.resetModules();
  const { request } = await import('../../src/lib/api-client.ts');
  const { getCliente } = await import('../../src/lib/session-store.ts');
  const { registerNavigator } = await import('../../src/lib/navigation.ts');
  const navigations: string[] = [];
  registerNavigator((to, options) => {
    navigations.push(`${to}${options?.replace ? ' (replace)' : ''}`);
    window.history.replaceState(null, '', to);
  });
  return { request, getCliente, navigations, logged };
}

function answering(answer: FakeAnswer) {
  return stubFakeApi(() => answer);
}

beforeEach(() => {
  overlays.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/minha-conta');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request()', () => {
  it('sends the body encrypted with the session and resolves with the decrypted answer', async () => {
    const api = await stubFakeApi((call) => ({ data: { ...(call.body as object), saldo: 150 } }));
    const { request, logged } = await loadApp();

    const answer = await request('PUT', 'cliente', { nome: 'Ana Paula' });

    expect(answer).toEqual({
      status: 'success',
      message: '',
      data: { nome: 'Ana Paula', saldo: 150 },
      responseCode: 200,
    });
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'PUT', path: 'cliente', body: { nome: 'Ana Paula' } }),
    ]);
    expect(api.calls[0]?.headers).toMatchObject({
      Encrypt: 'true',
      'Encrypt-Date': '2026-11-26',
      Authorization: `Bearer ${logged.jwt}`,
    });
    expect(toasts()).toEqual([]);
  });

  it('shows the server’s message as an error toast', async () => {
    await answering({ httpStatus: 409, status: 'error', message: 'E-mail já cadastrado!' });
    const { request, getCliente } = await loadApp();

    const answer = await request('POST', 'cliente', { email: 'a@example.com' });

    expect(answer).toMatchObject({ status: 'error', message: 'E-mail já cadastrado!' });
    expect(toasts()).toEqual([
      expect.objectContaining({ message: 'E-mail já cadastrado!', color: 'danger' }),
    ]);
    expect(getCliente()).not.toBeNull();
  });

  it('shows no toast for an error when the screen asked for quiet', async () => {
    await answering({ httpStatus: 403, status: 'error', message: 'Código inválido!' });
    const { request } = await loadApp();

    const answer = await request(
      'POST',
      'valida_codigo_app',
      { codigo: 'ABCD12' },
      { quiet: true },
    );

    expect(answer).toMatchObject({ status: 'error', message: 'Código inválido!' });
    expect(toasts()).toEqual([]);
  });

  it('logs out on a 401: session gone, back to login, the expired-session alert once it opens', async () => {
    await answering({ httpStatus: 401, status: 'error', message: 'Sessão inválida' });
    const { request, getCliente, navigations } = await loadApp();

    const answer = await request('GET', 'cliente');

    expect(answer.status).toBe('error');
    expect(getCliente()).toBeNull();
    expect(localStorage.getItem('2v.usuario')).toBeNull();
    expect(navigations).toEqual(['/login (replace)']);
    expect(toasts()).toEqual([]);

    document.dispatchEvent(new Event('ionModalDidPresent'));
    await vi.waitFor(() => {
      expect(alerts()).toEqual([
        expect.objectContaining({
          header: appMessages.sessionExpiredTitle,
          message: appMessages.sessionExpiredText,
        }),
      ]);
    });
  });

  it('keeps the session on a login’s 401 (wrong password) and shows the message', async () => {
    await answering({ httpStatus: 401, status: 'error', message: 'E-mail ou senha inválidos!' });
    const { request, getCliente, navigations } = await loadApp();

    await request('POST', 'login', { email: 'a@example.com' }, { skipForcedLogout: true });

    expect(getCliente()).not.toBeNull();
    expect(navigations).toEqual([]);
    expect(toasts()).toEqual([expect.objectContaining({ message: 'E-mail ou senha inválidos!' })]);
  });

  it('logs out on an answer it cannot decrypt, and fetches a new key for the next call', async () => {
    const api = await answering({ data: { saldo: 1 }, foreignKey: true });
    const { request, getCliente, navigations } = await loadApp();

    const answer = await request('GET', 'extrato-fidelidade');

    expect(answer).toMatchObject({ status: 'error', data: null, responseCode: 0 });
    expect(getCliente()).toBeNull();
    expect(localStorage.getItem('2v.usuario')).toBeNull();
    expect(navigations).toEqual(['/login (replace)']);

    await request('GET', 'extrato-fidelidade');
    expect(api.keyFetches).toBe(2);
  });

  it('shows the generic error when the server cannot be reached', async () => {
    const { request, getCliente } = await loadApp();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    const answer = await request('GET', 'cliente');

    expect(answer).toEqual({
      status: 'error',
      message: appMessages.genericError,
      data: null,
      responseCode: 0,
    });
    expect(toasts()).toEqual([expect.objectContaining({ message: appMessages.genericError })]);
    expect(getCliente()).not.toBeNull();
  });
});
