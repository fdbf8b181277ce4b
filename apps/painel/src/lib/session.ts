// Who is signed in, in memory only: the CSRF token never reaches storage. A reload asks the API again
// (GET /sessao), which the session cookie answers.
import type { Sessao } from './types.ts';

let current: Sessao | undefined;

export function currentSession(): Sessao | undefined {
  return current;
}

export function keepSession(session: Sessao | undefined): void {
  current = session;
}
