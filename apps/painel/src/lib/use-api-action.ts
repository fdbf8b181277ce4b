// Runs one of the screens' own calls (a store's key, a revocation, the audit export): while it runs
// `busy` is true, and a failure shows the API's pt-BR message as the notification. A 401 goes through
// the auth provider, which sends the operator back to the sign-in page.
import { useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { PainelDataProvider } from './data-provider.ts';

export function useApiAction() {
  const dataProvider = useDataProvider<PainelDataProvider>();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: (provider: PainelDataProvider) => Promise<T>) => {
    setBusy(true);
    try {
      return await call(dataProvider);
    } catch (error) {
      const loggedOut = await logoutIfAccessDenied(error);
      if (!loggedOut) {
        const message = error instanceof Error ? error.message : String(error);
        notify(message, { type: 'error', messageArgs: { _: message } });
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
