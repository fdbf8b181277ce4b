// The pt-BR messages of address confirmation (DESIGN decisions 11 and 19): the code that proves the
// account's own address or a new one, and the notice an old, proven address gets when it is replaced.
import { codeEmail, codeSms, type CodeWording } from '../codes/code-mail.ts';
import { IF_NOT_YOU, type Notice } from '../notices/notice-mail.ts';
import type { EmailMessage, SmsMessage } from '../outbox/messages.ts';
import type { AddressChannel } from '../outbox/tables.ts';
import { BRAND } from '../outbox/templates.ts';
import { maskCelular, maskEmail } from '../recovery/masks.ts';

const EMAIL_CODE: Record<'confirm' | 'change', CodeWording> = {
  confirm: {
    subject: `${BRAND}: confirme seu e-mail`,
    lead: `Seu código para confirmar este e-mail no ${BRAND} é:`,
    ifNotYou: 'Se você não pediu este código, ignore este e-mail.',
  },
  change: {
    subject: `${BRAND}: confirme seu novo e-mail`,
    lead: `Seu código para usar este e-mail na sua conta do ${BRAND} é:`,
    ifNotYou: 'Se você não pediu esta troca, ignore este e-mail: nada muda na conta.',
  },
};

export function confirmationCodeEmail(
  to: string,
  nome: string,
  code: string,
  troca: boolean,
): EmailMessage {
  return codeEmail(to, nome, code, EMAIL_CODE[troca ? 'change' : 'confirm']);
}

export function confirmationCodeSms(to: string, code: string, troca: boolean): SmsMessage {
  return codeSms(
    to,
    code,
    troca ? 'para usar este celular na sua conta' : 'para confirmar este celular',
  );
}

/** The notice to the replaced address: where the account's e-mail or phone went, masked. */
export function addressChangedNotice(canal: AddressChannel, novo: string): Notice {
  const [what, masked] =
    canal === 'email'
      ? (['o e-mail', maskEmail(novo)] as const)
      : (['o celular', maskCelular(novo)] as const);
  const subject = `${BRAND}: ${what} da sua conta foi alterado`;
  return {
    subject,
    paragraphs: [
      `${capitalize(what)} da sua conta no ${BRAND} foi alterado para ${masked}.`,
      IF_NOT_YOU,
    ],
    sms: `${what} da sua conta foi alterado para ${masked}. Se não foi você, recupere o acesso em "Esqueci minha senha" e fale conosco.`,
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
