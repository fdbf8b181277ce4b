// Values a screen hands the next one to fill in (a refused registration's e-mail for recovery, its CPF
// for the claim), carried in the router's history state and never in the address: an e-mail or a CPF
// does not belong in URLs, server logs or the browser's history list.
import { useLocation } from 'react-router';

export interface Prefill {
  email?: string;
  cpf?: string;
}

/** What the screen was opened with; empty when it was opened by its address or a plain link. */
export function usePrefill(): Prefill {
  const { state } = useLocation() as { state: unknown };
  const given =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const prefill: Prefill = {};
  if (typeof given.email === 'string') prefill.email = given.email;
  if (typeof given.cpf === 'string') prefill.cpf = given.cpf;
  return prefill;
}
