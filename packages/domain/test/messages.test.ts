// The catalogue against the specification's own words: every text of spec points 2, 4, 5 and 8 is
// written out here exactly as the specification has it, so a typo in messages.ts fails this test.
// (The specification's own misspelling 'Preenha' is kept on purpose: its texts are used as written.)
import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  appMessages,
  recoveryMessages,
  validationMessages,
} from '../src/messages.ts';

describe('spec point 4 (states and transitions)', () => {
  it.each([
    ['logout toast', appMessages.loginToContinue, 'Faça login para continuar'],
    ['forced logout alert title', appMessages.sessionExpiredTitle, 'Sessão expirada'],
    [
      'forced logout alert text',
      appMessages.sessionExpiredText,
      'Faça login novamente para renovar sua sessão.',
    ],
  ])('%s', (_situation, catalogue, spec) => {
    expect(catalogue).toBe(spec);
  });
});

describe('spec point 5 (validation rules)', () => {
  it('words the required field with the field’s name', () => {
    expect(validationMessages.required('nome')).toBe('O campo nome é obrigatório!');
    expect(validationMessages.required('e-mail')).toBe('O campo e-mail é obrigatório!');
  });

  it.each([
    ['invalid e-mail', validationMessages.invalidEmail, 'E-mail inválido!'],
    [
      'missing terms acceptance',
      validationMessages.acceptTerms,
      'É necessário aceitar os Termos de Uso e a Política de Privacidade para continuar!',
    ],
    [
      'generic short password',
      validationMessages.genericShortPassword,
      'A senha deve conter no mínimo 5 caracteres!',
    ],
    ['invalid CPF', validationMessages.invalidCpf, 'CPF inválido!'],
    ['loyalty without CPF', validationMessages.missingCpf, 'Digite o CPF!'],
    ['empty e-mail', validationMessages.requiredEmail, 'O email é obrigatório!'],
    ['empty password', validationMessages.requiredPassword, 'A senha é obrigatória!'],
    ['invalid phone', validationMessages.invalidMobile, 'O número de celular é inválido!'],
    ['future birth date', validationMessages.invalidBirthDate, 'Data de nascimento inválida!'],
    [
      'password too short',
      validationMessages.passwordMin,
      'A senha deve conter pelo menos 5 caracteres.',
    ],
    [
      'password too long',
      validationMessages.passwordMax,
      'A senha não deve conter mais que 30 caracteres.',
    ],
    [
      'password without uppercase',
      validationMessages.passwordUppercase,
      'A senha deve conter pelo menos uma letra maiúscula.',
    ],
    [
      'password without lowercase',
      validationMessages.passwordLowercase,
      'A senha deve conter pelo menos uma letra minúscula.',
    ],
    [
      'password without digit',
      validationMessages.passwordDigit,
      'A senha deve conter pelo menos um número.',
    ],
    ['recovery step 1: empty e-mail', recoveryMessages.emailRequired, 'Preenha o campo de e-mail.'],
    [
      'recovery step 3: empty code',
      recoveryMessages.codeRequired,
      'Por favor, preencha o código de confirmação.',
    ],
    [
      'recovery step 4: empty password',
      recoveryMessages.passwordRequired,
      'Preenha o campo de senha.',
    ],
    [
      'recovery step 4: empty confirmation',
      recoveryMessages.confirmationRequired,
      'Preenha o campo de confirmação de senha.',
    ],
    [
      'recovery step 4: different passwords',
      recoveryMessages.passwordsMustMatch,
      'As senhas devem ser iguais.',
    ],
  ])('%s', (_situation, catalogue, spec) => {
    expect(catalogue).toBe(spec);
  });
});

describe('spec point 8 (error catalogue)', () => {
  it('says the call failed in the spec’s words', () => {
    expect(appMessages.genericError).toBe('Ocorreu um erro, tente novamente!');
  });

  it('titles the forced logout alert as point 4 does', () => {
    expect(appMessages.sessionExpiredTitle).toBe('Sessão expirada');
  });

  // Point 8 gives the meaning of these two, not the words: check the meaning.
  it('says a deactivated account is inactive and comes back with a login', () => {
    expect(accountMessages.deactivated).toMatch(/desativada/);
    expect(accountMessages.deactivated).toMatch(/login/);
  });

  it('says a deleted account is gone for good', () => {
    expect(accountMessages.deleted).toMatch(/excluída permanentemente/);
  });
});

describe('spec point 2 (screens)', () => {
  it.each([
    ['CPF row of my account', appMessages.cpfCannotChange, 'Não é possível alterar o CPF'],
    ['empty birth date', appMessages.addBirthday, 'Acrescente seu aniversário!'],
    ['logout confirmation', appMessages.logoutQuestion, 'Você deseja sair?'],
    [
      'deactivation sub-text',
      appMessages.deactivateSubtext,
      'Ao desativar sua conta nenhuma informação será perdida.',
    ],
    ['loyalty filter', appMessages.filterQuestion, 'Quantos meses deseja visualizar?'],
  ])('%s', (_situation, catalogue, spec) => {
    expect(catalogue).toBe(spec);
  });

  it('asks before closing the account with the content word', () => {
    expect(appMessages.accountQuestion('desativar')).toBe(
      'Você tem certeza que quer desativar sua conta?',
    );
    expect(appMessages.accountQuestion('excluir')).toBe(
      'Você tem certeza que quer excluir sua conta?',
    );
  });
});
