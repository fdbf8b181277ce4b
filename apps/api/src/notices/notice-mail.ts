// The frame of every service notice (pt-BR, DESIGN decision 11): a greeting, what happened, and what
// to do when it was not the customer's doing; the same words, shortened, by SMS.
import type { EmailMessage, SmsMessage } from '../outbox/messages.ts';
import { BRAND, emailLayout, escapeHtml } from '../outbox/templates.ts';

export interface Notice {
  subject: string;
  /** What happened, one paragraph each. */
  paragraphs: string[];
  /** The SMS text after the brand. */
  sms: string;
}

/** What every notice of a change to the account tells the owner who did not make it. */
export const IF_NOT_YOU =
  'Se não foi você, recupere o acesso pela opção "Esqueci minha senha" e fale conosco pelo Fale conosco.';

export function noticeEmail(to: string, nome: string, notice: Notice): EmailMessage {
  const text = [`Olá, ${nome}!`, '', ...notice.paragraphs.flatMap((p) => [p, ''])]
    .join('\n')
    .trimEnd();
  const html = emailLayout(
    notice.subject,
    [`Olá, ${nome}!`, ...notice.paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  );
  return { to, subject: notice.subject, text, html };
}

export function noticeSms(to: string, notice: Notice): SmsMessage {
  return { to, text: `${BRAND}: ${notice.sms}` };
}
