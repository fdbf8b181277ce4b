// Registration and a CPF claim both let a caller try a CPF and an e-mail: each is limited per IP, and
// the CPF and the e-mail count at the caller's address only (one person behind a shared address does
// not lock another out of their own CPF).
import type { Config } from '../config.ts';
import type { LimitCheck } from './rate-limiter.ts';

/** The checks of a call named `name` ('cadastro', 'reivindicacao') for this CPF and e-mail. */
export function registrationChecks(
  limits: Config['limits'],
  name: string,
  { cpf, email }: { cpf: string; email: string },
  ip: string,
): LimitCheck[] {
  return [
    { rule: { name: `${name}:ip`, ...limits.registrationIp }, subject: ip },
    { rule: { name: `${name}:email`, ...limits.registrationAccount }, subject: [email, ip] },
    { rule: { name: `${name}:cpf`, ...limits.registrationAccount }, subject: [cpf, ip] },
  ];
}
