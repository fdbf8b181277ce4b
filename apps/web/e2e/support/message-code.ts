// The one-time code in a message the API really sent (DESIGN decision 3): recovery, address
// confirmation and CPF claims all write it after 'é' ('… é: ABCD12' by e-mail, '… é ABCD12.' by SMS).
const CODE_IN_TEXT = /é:? ([A-Z0-9]{6})\b/;

/** Whether a message's text carries a code. */
export function carriesCode(text: string | undefined): boolean {
  return CODE_IN_TEXT.test(text ?? '');
}

/** The 6-character code in a message's text. */
export function codeIn(text: string | undefined): string {
  const code = CODE_IN_TEXT.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in: ${text ?? ''}`);
  return code;
}
