import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, faleConoscoSchema } from '../../src/contracts/fale-conosco.ts';
import { contato } from '../support/factories.ts';
import { messagesOf, parsed } from '../support/parse.ts';

const TERMS = 'É necessário aceitar os Termos de Uso e a Política de Privacidade para continuar!';

describe('faleConoscoSchema (POST fale_conosco)', () => {
  it('accepts a full message and normalises phone and state', () => {
    expect(parsed(faleConoscoSchema, contato({ uf: ' sp ' }))).toMatchObject({
      telefone: '21998765432',
      uf: 'SP',
      aceitar_termos: true,
    });
  });

  it('requires every field, in form order', () => {
    expect(messagesOf(faleConoscoSchema, {})).toEqual([
      'O campo nome é obrigatório!',
      'O campo e-mail é obrigatório!',
      'O campo data de nascimento é obrigatório!',
      'O campo telefone é obrigatório!',
      'O campo estado é obrigatório!',
      'O campo assunto é obrigatório!',
      'O campo mensagem é obrigatório!',
    ]);
  });

  it('asks for the terms only on an otherwise valid form (spec point 5)', () => {
    expect(messagesOf(faleConoscoSchema, contato({ aceitar_termos: false }))).toEqual([TERMS]);
    expect(messagesOf(faleConoscoSchema, contato({ aceitar_termos: undefined }))).toEqual([TERMS]);
    expect(messagesOf(faleConoscoSchema, contato({ aceitar_termos: false, email: 'x' }))).toEqual([
      'E-mail inválido!',
    ]);
  });

  it('checks formats and bounds', () => {
    expect(messagesOf(faleConoscoSchema, contato({ uf: 'XX' }))).toEqual(['Estado inválido!']);
    expect(messagesOf(faleConoscoSchema, contato({ telefone: '(21) 3456-7890' }))).toEqual([
      'O número de celular é inválido!',
    ]);
    expect(messagesOf(faleConoscoSchema, contato({ data_nascimento: '31/02/1990' }))).toEqual([
      'Data de nascimento inválida!',
    ]);
    expect(
      messagesOf(faleConoscoSchema, contato({ mensagem: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })),
    ).toEqual(['O campo mensagem deve ter no máximo 5000 caracteres!']);
  });
});
