// POST and DELETE avisos/inscricao for the push device modules: quiet and without the spinner, since
// they run beside a switch the customer just moved (or a logout), which reports for itself.
import {
  type NativePushToken,
  type WebPushSubscription,
  avisosInscricaoCall,
  avisosInscricaoDeleteCall,
} from '@fidelidade/domain/contracts/avisos-inscricao';
import { isSuccess } from '../api/envelope.ts';
import { callApi } from '../call-api.ts';
import { getCliente } from '../session-store.ts';

const QUIET = { loading: false, quiet: true } as const;

/** Registers this device for the signed-in customer; false when the API refused or was unreachable. */
export async function registerPushDevice(
  device: { web: WebPushSubscription } | { nativo: NativePushToken },
): Promise<boolean> {
  const jwt = getCliente()?.jwt;
  if (!jwt) return false;
  return isSuccess(await callApi(avisosInscricaoCall, { body: { jwt, ...device } }, QUIET));
}

/** Forgets the device by its endpoint or token. A 401 here only means the session already ended. */
export async function removePushDevice(endereco: string): Promise<void> {
  const jwt = getCliente()?.jwt;
  if (!jwt) return;
  await callApi(
    avisosInscricaoDeleteCall,
    { body: { jwt, endereco } },
    { ...QUIET, skipForcedLogout: true },
  );
}
