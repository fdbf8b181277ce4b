// The pt-BR messages of the forgotten-password flow (DESIGN decision 11): the code by e-mail or SMS,
// and the notice that the password changed, so an owner who did not ask for it can react.
import type { EmailMessage, SmsMessage } from '../outbox/messages.ts';
import { BRAND, emailLayout, escapeHtml } from '../outbox/templates.ts';

const CODE_MINUTES = 10;

export function codeEmail(to: string, nome: string, code: string): EmailMessage {
  const subject = `${BRAND}: seu código de recuperação de senha`;
  const text = [
    `Olá, ${nome}!`,
    '',
    `Seu código para criar uma nova senha no ${BRAND} é: ${code}`,
    '',
    `Ele vale por ${CODE_MINUTES} minutos e só pode ser usado uma vez.`,
    'Se você não pediu este código, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  const html = emailLayout(
    subject,
    [
      `<p>Olá, ${escapeHtml(nome)}!</p>`,
      `<p>Seu código para criar uma nova senha no ${BRAND} é:</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
      `<p>Ele vale por ${CODE_MINUTES} minutos e só pode ser usado uma vez.</p>`,
      '<p>Se você não pediu este código, ignore este e-mail: sua senha continua a mesma.</p>',
    ].join('\n'),
  );
  return { to, subject, text, html };
}

export function codeSms(to: string, code: string): SmsMessage {
  return {
    to,
    text: `${BRAND}: seu código de recuperação de senha é ${code}. Vale por ${CODE_MINUTES} minutos. Não o compartilhe.`,
  };
}

export function passwordChangedEmail(to: string, nome: string): EmailMessage {
  const subject = `${BRAND}: sua senha foi alterada`;
  const warning =
    'Se não foi você, recupere o acesso pela opção "Esqueci minha senha" e fale conosco.';
  const text = [
    `Olá, ${nome}!`,
    '',
    `A senha da sua conta no ${BRAND} foi alterada agora. Por segurança, encerramos todas as sessões abertas: entre novamente com a nova senha.`,
    '',
    warning,
  ].join('\n');
  const html = emailLayout(
    subject,
    [
      `<p>Olá, ${escapeHtml(nome)}!</p>`,
      `<p>A senha da sua conta no ${BRAND} foi alterada agora. Por segurança, encerramos todas as sessões abertas: entre novamente com a nova senha.</p>`,
      `<p>${escapeHtml(warning)}</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}
