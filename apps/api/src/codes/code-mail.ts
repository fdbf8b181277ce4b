// The frame of every one-time code message (pt-BR, DESIGN decision 11): the code alone on its line, how
// long it lives, and what to do when the code was not asked for. Each purpose gives its own words.
import type { EmailMessage, SmsMessage } from '../outbox/messages.ts';
import { BRAND, emailLayout, escapeHtml } from '../outbox/templates.ts';
import { CODE_TTL_MS, MINUTE_MS } from './rules.ts';

const CODE_MINUTES = CODE_TTL_MS / MINUTE_MS;

export interface CodeWording {
  subject: string;
  /** Ends before the code: 'Seu código para … é:'. */
  lead: string;
  /** What to do when the code was not asked for. */
  ifNotYou: string;
}

export function codeEmail(
  to: string,
  nome: string,
  code: string,
  words: CodeWording,
): EmailMessage {
  const lasts = `Ele vale por ${CODE_MINUTES} minutos e só pode ser usado uma vez.`;
  const text = [`Olá, ${nome}!`, '', `${words.lead} ${code}`, '', lasts, words.ifNotYou].join('\n');
  const html = emailLayout(
    words.subject,
    [
      `<p>Olá, ${escapeHtml(nome)}!</p>`,
      `<p>${escapeHtml(words.lead)}</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
      `<p>${lasts}</p>`,
      `<p>${escapeHtml(words.ifNotYou)}</p>`,
    ].join('\n'),
  );
  return { to, subject: words.subject, text, html };
}

/** `purpose` completes 'seu código … é': 'de recuperação de senha', 'para confirmar este celular'. */
export function codeSms(to: string, code: string, purpose: string): SmsMessage {
  return {
    to,
    text: `${BRAND}: seu código ${purpose} é ${code}. Vale por ${CODE_MINUTES} minutos. Não o compartilhe.`,
  };
}
