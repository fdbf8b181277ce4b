// The sign-in calls (POST /sessao, POST /sessao/totp) and the session's own (GET, DELETE,
// encerrar-todas), used by the login page and the auth provider.
import { callApi } from './api-client.ts';
import { keepSession } from './session.ts';
import type { PrimeiraEtapa, Sessao, SessaoAberta } from './types.ts';

export function startSignIn(email: string, senha: string): Promise<PrimeiraEtapa> {
  return callApi<PrimeiraEtapa>('POST', '/sessao', { body: { email, senha } });
}

/** The second factor: a TOTP code or a recovery code. Opens the session. */
export async function finishSignIn(
  second: { codigo: string } | { codigoRecuperacao: string },
): Promise<SessaoAberta> {
  const opened = await callApi<SessaoAberta>('POST', '/sessao/totp', { body: second });
  keepSession({ operador: opened.operador, csrf: opened.csrf });
  return opened;
}

export async function fetchSession(): Promise<Sessao> {
  const session = await callApi<Sessao>('GET', '/sessao');
  keepSession(session);
  return session;
}

export async function signOut(): Promise<void> {
  try {
    await callApi('DELETE', '/sessao');
  } finally {
    keepSession(undefined);
  }
}

export async function signOutEverywhere(): Promise<void> {
  await callApi('POST', '/sessao/encerrar-todas', { body: {} });
  keepSession(undefined);
}
