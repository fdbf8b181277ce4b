// The two e-mails a reply from the console becomes (docs/decisions/0022-contact-inbox.md): one to the
// sender, with the support address as reply-to so their answer lands in support's mailbox, and the
// support address's copy, with the sender as reply-to as the message's own e-mail has. A reply to a
// message sent with a session names the customer, so it goes with their account.
import { consoleInboxMessages as m } from '@fidelidade/domain/messages';
import type { EmailMessage } from '../../outbox/messages.ts';
import { emailLayout, escapeHtml } from '../../outbox/templates.ts';

export interface ReplyFor {
  /** The message as the sender wrote it. */
  message: { nome: string; email: string; assunto: string; cliente_id: string | null };
  texto: string;
  supportEmail: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const asHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export function replyEmails({ message, texto, supportEmail }: ReplyFor): {
  toSender: EmailMessage;
  copy: EmailMessage;
} {
  const assunto = oneLine(message.assunto);
  const footer = m.replyFooter(assunto);
  const toSender: EmailMessage = {
    to: message.email,
    subject: m.replySubject(assunto),
    text: `${texto}\n\n${footer}`,
    html: emailLayout(
      m.replySubject(assunto),
      `<p>${asHtml(texto)}</p><p style="color:#555">${escapeHtml(footer)}</p>`,
    ),
    replyTo: supportEmail,
    ...(message.cliente_id === null ? {} : { clienteId: message.cliente_id }),
  };
  const header = m.copyHeader(message.email);
  const copy: EmailMessage = {
    to: supportEmail,
    subject: m.copySubject(assunto),
    text: `${header}\n\n${texto}`,
    html: emailLayout(
      m.copySubject(assunto),
      `<p>${escapeHtml(header)}</p><p>${asHtml(texto)}</p>`,
    ),
    replyTo: message.email,
  };
  return { toSender, copy };
}
