// The two e-mails of a CPF claim (DESIGN decisions 11 and 19): the code that proves the claimant's
// e-mail, and the notice to support once it is proven. Support's notice shows the CPF masked (an
// e-mail is no place for the whole number): the claim id finds the rest in the operator console.
import type { EmailMessage } from '../outbox/messages.ts';
import { BRAND, emailLayout, escapeHtml } from '../outbox/templates.ts';
import { CODE_TTL_MS, MINUTE_MS } from '../codes/rules.ts';

const CODE_MINUTES = CODE_TTL_MS / MINUTE_MS;

export function claimCodeEmail(to: string, code: string): EmailMessage {
  const subject = `${BRAND}: confirme seu e-mail para a análise do CPF`;
  const lead = `Recebemos um pedido de análise de um CPF cadastrado no ${BRAND}, em nome deste e-mail.`;
  const after = [
    `Ele vale por ${CODE_MINUTES} minutos e só pode ser usado uma vez.`,
    'Se você não fez este pedido, ignore este e-mail: nada será registrado.',
  ];
  // '… é: ABCD12', as every code message writes it.
  const text = [lead, '', `Seu código de confirmação é: ${code}`, '', ...after].join('\n');
  const html = emailLayout(
    subject,
    [
      `<p>${escapeHtml(lead)}</p>`,
      '<p>Seu código de confirmação é:</p>',
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
      ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/** '52998224725' → '529.***.***-25'. */
export function maskCpfForSupport(cpf: string): string {
  return `${cpf.slice(0, 3)}.***.***-${cpf.slice(-2)}`;
}

export interface RecordedClaim {
  id: string;
  cpf: string;
  email: string;
}

export function claimSupportEmail(to: string, claim: RecordedClaim): EmailMessage {
  const subject = `Reivindicação de CPF ${claim.id}`;
  const fields: [string, string][] = [
    ['Reivindicação', claim.id],
    ['CPF', maskCpfForSupport(claim.cpf)],
    ['E-mail confirmado de quem reivindica', claim.email],
  ];
  const lead =
    'Uma pessoa confirmou por código o e-mail abaixo e diz que o CPF cadastrado em outra conta é dela. Ouça as duas partes antes de decidir.';
  const rows = fields
    .map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  return {
    to,
    subject,
    text: [lead, '', ...fields.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: emailLayout(
      subject,
      `<p>${escapeHtml(lead)}</p><ul style="padding-left:18px">${rows}</ul>`,
    ),
    // Support answers the claimant directly.
    replyTo: claim.email,
  };
}
