// POST fale_conosco refuses every bad field with its exact pt-BR message (spec points 3 and 5), and
// stores nothing when it does.
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { contato, storedMessages, useContactApp } from './contact-app.ts';

const TERMS = 'É necessário aceitar os Termos de Uso e a Política de Privacidade para continuar!';

describeEachDatabase('POST fale_conosco: validation', (database) => {
  const h = useContactApp({ database });

  it.each([
    ['nome', '', 'O campo nome é obrigatório!'],
    ['nome', 'Ana_Paula 2', 'O nome deve conter apenas letras e espaços!'],
    ['nome', 'a'.repeat(121), 'O campo nome deve ter no máximo 120 caracteres!'],
    ['email', '', 'O campo e-mail é obrigatório!'],
    ['email', 'ana@@exemplo.com', 'E-mail inválido!'],
    ['data_nascimento', '', 'O campo data de nascimento é obrigatório!'],
    ['data_nascimento', '31/02/1990', 'Data de nascimento inválida!'],
    ['data_nascimento', '01/01/2999', 'Data de nascimento inválida!'],
    ['data_nascimento', '1990-11-23', 'Data de nascimento inválida!'],
    ['telefone', '', 'O campo telefone é obrigatório!'],
    ['telefone', '(21) 3456-7890', 'O número de celular é inválido!'],
    ['uf', '', 'O campo estado é obrigatório!'],
    ['uf', 'XX', 'Estado inválido!'],
    ['assunto', '   ', 'O campo assunto é obrigatório!'],
    ['assunto', 'a'.repeat(121), 'O campo assunto deve ter no máximo 120 caracteres!'],
    ['mensagem', '', 'O campo mensagem é obrigatório!'],
    ['mensagem', 'a'.repeat(5001), 'O campo mensagem deve ter no máximo 5000 caracteres!'],
    // Control characters: none in a one-line field, only tab and line breaks in the message.
    ['nome', 'Ana\u0000', 'O campo nome contém caracteres não permitidos!'],
    ['email', 'ana\u0000@exemplo.com', 'E-mail inválido!'],
    ['assunto', 'Cashback\u0000', 'O campo assunto contém caracteres não permitidos!'],
    ['assunto', 'Cashback\ndo mês', 'O campo assunto contém caracteres não permitidos!'],
    ['assunto', 'Cashback\u0085', 'O campo assunto contém caracteres não permitidos!'],
    ['mensagem', 'Olá\u0000', 'O campo mensagem contém caracteres não permitidos!'],
    ['mensagem', 'Olá\u001b[31m', 'O campo mensagem contém caracteres não permitidos!'],
    ['mensagem', 'Olá\u009b', 'O campo mensagem contém caracteres não permitidos!'],
    ['aceitar_termos', false, TERMS],
    ['aceitar_termos', undefined, TERMS],
    ['aceitar_termos', 'sim', TERMS],
  ])('%s = %j → %s', async (field, value, message) => {
    const response = await h.send(contato({ [field]: value }));
    expect(response.envelope.message).toBe(message);
    expect(response.status).toBe(400);
    expect(response.envelope.status).toBe('error');
  });

  it('names the first missing field when everything is missing, in form order', async () => {
    const response = await h.send({});
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe('O campo nome é obrigatório!');
  });

  it('refuses a body that is not an object', async () => {
    const response = await h.send(['nome']);
    expect(response.status).toBe(400);
    expect(response.envelope.message).toBe('Requisição inválida.');
  });

  describe('after all those refusals', () => {
    it('has stored and queued nothing', async () => {
      expect(await storedMessages(h.api)).toEqual([]);
      const queued = await h.api.app.database.db.selectFrom('outbox').select('id').execute();
      expect(queued).toEqual([]);
    });
  });
});
