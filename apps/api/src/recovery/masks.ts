// What step 2 shows of the account's contact points (spec point 2): enough for the customer to
// recognise them, never the whole address or number, since anyone may type an e-mail in step 1.

/** 'maria.silva@example.com' → 'ma*******@example.com' (at least three stars). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length > 3 ? 2 : 1;
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(3, local.length - shown))}${email.slice(at)}`;
}

/** '11987654321' → '(11) 9****-4321'; empty when the account has no phone. */
export function maskCelular(celular: string): string {
  const digits = celular.replace(/\D/g, '');
  if (digits.length < 10) return '';
  const area = digits.slice(0, 2);
  const first = digits.slice(2, 3);
  return `(${area}) ${first}****-${digits.slice(-4)}`;
}
