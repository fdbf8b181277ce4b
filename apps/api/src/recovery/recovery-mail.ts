// The pt-BR messages of the forgotten-password flow (DESIGN decision 11): the code by e-mail or SMS,
// and the notice that the password changed, so an owner who did not ask for it can react.
import { codeEmail, codeSms, type CodeWording } from '../codes/code-mail.ts';
import type { EmailMessage, SmsMessage } from '../outbox/messages.ts';
import { IF_NOT_YOU, type Notice } from '../notices/notice-mail.ts';
import { BRAND } from '../outbox/templates.ts';

const RECOVERY_CODE: CodeWording = {
  subject: `${BRAND}: seu código de recuperação de senha`,
  lead: `Seu código para criar uma nova senha no ${BRAND} é:`,
  ifNotYou: 'Se você não pediu este código, ignore este e-mail: sua senha continua a mesma.',
};

export function recoveryCodeEmail(to: string, nome: string, code: string): EmailMessage {
  return codeEmail(to, nome, code, RECOVERY_CODE);
}

export function recoveryCodeSms(to: string, code: string): SmsMessage {
  return codeSms(to, code, 'de recuperação de senha');
}

/** The notice of nova_senha, so an owner who did not ask for it can react. */
export const PASSWORD_CHANGED: Notice = {
  subject: `${BRAND}: sua senha foi alterada`,
  paragraphs: [
    `A senha da sua conta no ${BRAND} foi alterada agora. Por segurança, encerramos todas as sessões abertas: entre novamente com a nova senha.`,
    IF_NOT_YOU,
  ],
  sms: 'a senha da sua conta foi alterada agora. Se não foi você, recupere o acesso em "Esqueci minha senha" e fale conosco.',
};
