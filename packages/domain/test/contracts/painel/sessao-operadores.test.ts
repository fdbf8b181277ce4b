// The console's sign-in and operator contracts: the second step takes a TOTP code or a recovery code,
// exactly one; a new operator's password is 12 characters or more (the API adds its strength check);
// the e-mail is lower-cased; a role is one of the four.
import { describe, expect, it } from 'vitest';
import { criarOperadorSchema } from '../../../src/contracts/painel/operadores.ts';
import { operadorSenhaSchema } from '../../../src/contracts/painel/operador.ts';
import { entrarSchema, totpSchema } from '../../../src/contracts/painel/sessao.ts';
import { painelMessages, validationMessages } from '../../../src/messages.ts';
import { messagesOf, parsed } from '../../support/parse.ts';

describe('console sign-in contracts', () => {
  it('lower-cases the e-mail of the first step', () => {
    expect(parsed(entrarSchema, { email: ' Ana@Marca.COM ', senha: 'x' }).email).toBe(
      'ana@marca.com',
    );
  });

  it('takes a six-digit code or a recovery code, exactly one', () => {
    expect(parsed(totpSchema, { codigo: ' 123456 ' })).toEqual({ codigo: '123456' });
    expect(parsed(totpSchema, { codigoRecuperacao: 'abcde-fghjk' })).toEqual({
      codigoRecuperacao: 'abcde-fghjk',
    });
    expect(messagesOf(totpSchema, { codigo: '12345' })).toEqual([painelMessages.totpRequired]);
    expect(messagesOf(totpSchema, {})).toEqual([painelMessages.codeOrRecovery]);
    expect(messagesOf(totpSchema, { codigo: '123456', codigoRecuperacao: 'ABCDE-FGHJK' })).toEqual([
      painelMessages.codeOrRecovery,
    ]);
  });
});

describe('operator contracts', () => {
  it('wants a password of at least 12 characters, spaces kept', () => {
    expect(messagesOf(operadorSenhaSchema, '')).toEqual([validationMessages.requiredPassword]);
    expect(messagesOf(operadorSenhaSchema, 'onze chars!')).toEqual([
      painelMessages.passwordTooShort(12),
    ]);
    expect(parsed(operadorSenhaSchema, ' doze chars! ')).toBe(' doze chars! ');
  });

  it('names a role outside the four', () => {
    const messages = messagesOf(criarOperadorSchema, {
      nome: 'Ana',
      email: 'ana@marca.com',
      papel: 'gerente',
      senha: 'girassol-marmita-trombone',
    });
    expect(messages).toEqual([validationMessages.invalidOption('papel')]);
  });
});
