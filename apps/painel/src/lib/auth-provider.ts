// react-admin's auth provider over the console's cookie session. The login page does the two sign-in
// steps itself (features/login) and calls `login` once the session is open, so `login` only confirms
// it. A 401 from any call sends the operator back to the sign-in page; a 403 (another role's route,
// a stale CSRF token) only shows the API's message.
import { HttpError, type AuthProvider } from 'react-admin';
import { statusOf } from './api-client.ts';
import { fetchSession, signOut } from './session-api.ts';
import { currentSession, keepSession } from './session.ts';
import type { Sessao } from './types.ts';

const NO_SESSION = 'Entre para continuar.';

/** Set once the API said there is no session, until the next sign-in: the sign-in page's checks
 * (auth, permissions, identity) then ask it once, not each. */
let signedOut = false;
let pending: Promise<Sessao> | undefined;

async function session(): Promise<Sessao> {
  const known = currentSession();
  if (known) return known;
  if (signedOut) throw new HttpError(NO_SESSION, 401);
  pending ??= fetchSession().finally(() => {
    pending = undefined;
  });
  try {
    return await pending;
  } catch (error) {
    if (statusOf(error) === 401) signedOut = true;
    throw error;
  }
}

export const authProvider: AuthProvider = {
  async login() {
    signedOut = false;
    await session();
  },
  async logout() {
    if (currentSession()) await signOut().catch(() => undefined);
    signedOut = true;
  },
  async checkAuth() {
    try {
      await session();
    } catch {
      // react-admin reads this plain object (its documented contract): to the sign-in page, no toast.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw { redirectTo: '/login', message: false };
    }
  },
  checkError(error: unknown) {
    if (statusOf(error) === 401) {
      keepSession(undefined);
      signedOut = true;
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      return Promise.reject({ redirectTo: '/login', message: false });
    }
    return Promise.resolve();
  },
  async getPermissions() {
    return (await session()).operador.papel;
  },
  async getIdentity() {
    const { operador } = await session();
    return { id: operador.id, fullName: operador.nome };
  },
};
