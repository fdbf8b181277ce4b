// Refreshes the stored customer from GET cliente (spec point 7) when a logged-in session starts the
// app or opens My account: another device may have changed the profile or the preferences since. The
// session's jwt stays the stored one. A 401 here is the forced logout of any other call.
import { clienteCall } from '@fidelidade/domain/contracts/cliente';
import { isSuccess } from './api/envelope.ts';
import { callApi } from './call-api.ts';
import { getCliente, storeAnsweredCliente } from './session-store.ts';

let running: Promise<void> | null = null;

async function refresh(): Promise<void> {
  const before = getCliente();
  // Offline the stored customer is all there is; the next start or opening tries again.
  if (!before || !navigator.onLine) return;
  const response = await callApi(clienteCall, {}, { loading: false, quiet: true });
  // Logged out, into another account, or saved an edit while the answer was on its way: the stored
  // customer is newer than the answer, which is dropped.
  if (!isSuccess(response) || !response.data || getCliente() !== before) return;
  storeAnsweredCliente(response.data);
}

/** One refresh at a time: the app start and My account opening together share it. */
export function refreshCliente(): Promise<void> {
  running ??= refresh().finally(() => {
    running = null;
  });
  return running;
}
