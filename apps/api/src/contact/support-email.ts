// The e-mail a contact message becomes (spec point 3, DESIGN decision 11): to the brand's support
// address, with the sender's e-mail as reply-to so support answers them directly. Everything the
// sender typed is escaped in the HTML body, and the subject is kept on one line.
import { ESTADOS } from '@fidelidade/domain/states';
import { maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import type { EmailMessage } from '../outbox/messages.ts';
import { emailLayout, escapeHtml } from '../outbox/templates.ts';

export interface ContactForEmail {
  nome: string;
  email: string;
  /** dd/MM/yyyy, as typed. */
  dataNascimento: string;
  /** 11 national digits. */
  telefone: string;
  uf: string;
  assunto: string;
  mensagem: string;
  /** Whether a logged-in customer sent it. */
  cliente: boolean;
}

const SUBJECT_PREFIX = 'Fale conosco: ';

export function supportEmail(to: string, contact: ContactForEmail): EmailMessage {
  const estado = ESTADOS.find((item) => item.uf === contact.uf)?.estado ?? contact.uf;
  const fields: [string, string][] = [
    ['Nome', contact.nome],
    ['E-mail', contact.email],
    ['Data de nascimento', contact.dataNascimento],
    ['Telefone', maskMobilePhone(contact.telefone)],
    ['Estado', `${estado} (${contact.uf})`],
    ['Cliente cadastrado', contact.cliente ? 'sim' : 'não'],
    ['Assunto', contact.assunto],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), '', contact.mensagem].join(
    '\n',
  );
  const rows = fields
    .map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`)
    .join('');
  const message = escapeHtml(contact.mensagem).replace(/\r?\n/g, '<br>');
  return {
    to,
    subject: SUBJECT_PREFIX + contact.assunto.replace(/\s+/g, ' '),
    text,
    html: emailLayout(
      'Fale conosco',
      `<ul style="padding-left:18px">${rows}</ul><p>${message}</p>`,
    ),
    replyTo: contact.email,
  };
}
