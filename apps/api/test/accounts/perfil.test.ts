// GET cliente, PUT cliente and PUT configurar_notificacoes (spec points 3, 5, 6 and 7).
import { describe, expect, it } from 'vitest';
import type { ClienteUpdatePayload } from '@fidelidade/domain/contracts/cliente-update';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { contactPointMessages } from '@fidelidade/domain/messages';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { maskCpf } from '@fidelidade/domain/masks/br-masks';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { useAccountsApp } from './accounts-app.ts';
import { profileEdit as editOf } from './factories.ts';

describeEachDatabase('profile', (database) => {
  const h = useAccountsApp(database);
  const put = (user: Cliente, changes: Partial<ClienteUpdatePayload> = {}) =>
    h.client().request<Cliente | null>('PUT', '/cliente', {
      jwt: user.jwt,
      body: editOf(user, changes),
    });

  describe('PUT cliente', () => {
    it('changes name and birth date at once; a new phone waits for its code', async () => {
      const { user } = await h.register();
      const response = await put(user, { nome: 'Maria Aparecida', dataNascimento: '07/09/1990' });
      expect(response.status).toBe(200);
      expect(response.envelope.message).toBe('Dados atualizados com sucesso!');
      const expected = { ...user, nome: 'Maria Aparecida', dataNascimento: '07/09/1990' };
      expect(response.envelope.data).toEqual(expected);
      const me = await h.client().request<Cliente>('GET', '/cliente', { jwt: user.jwt });
      expect(me.envelope.data).toEqual(expected);

      // A new phone (contact-points/change.test.ts follows the changes to their confirmation).
      const changing = await put(user, { ...expected, celular: '(31) 99876-5432' });
      expect(changing.status).toBe(200);
      expect(changing.envelope.message).toBe(
        contactPointMessages.changeCodeSentSms('(31) 9****-5432'),
      );
      expect(changing.envelope.data).toEqual({ ...expected, celularPendente: '31998765432' });
    });

    it("clears the birth date with ''", async () => {
      const { user } = await h.register();
      await put(user, { dataNascimento: '01/02/1985' });
      const response = await put(user, { dataNascimento: '' });
      expect(response.envelope.data?.dataNascimento).toBe('');
    });

    it("accepts the same CPF masked, and refuses another: 'Não é possível alterar o CPF'", async () => {
      const { user } = await h.register();
      expect((await put(user, { cpf: maskCpf(user.cpf), nome: 'Ana Paula' })).status).toBe(200);
      for (const cpf of [generateCpf(), '']) {
        const response = await put(user, { cpf, nome: 'Outra Pessoa' });
        expect(response.status).toBe(400);
        expect(response.envelope.message).toBe('Não é possível alterar o CPF');
      }
      const me = await h.client().request<Cliente>('GET', '/cliente', { jwt: user.jwt });
      expect(me.envelope.data.nome).toBe('Ana Paula');
      expect(me.envelope.data.cpf).toBe(user.cpf);
    });

    it.each([
      ['nome', '', 'O campo nome é obrigatório!'],
      ['nome', 'Ana_Paula', 'O nome deve conter apenas letras e espaços!'],
      ['celular', '1234', 'O número de celular é inválido!'],
      ['email', '', 'O email é obrigatório!'],
      ['email', 'ana@@example.com', 'E-mail inválido!'],
      ['cpf', '000.000.000-00', 'CPF inválido!'],
      ['dataNascimento', '31/02/1990', 'Data de nascimento inválida!'],
      ['dataNascimento', '01/01/2999', 'Data de nascimento inválida!'],
    ])('validates %s = %j → %s', async (field, value, message) => {
      const { user } = await h.register();
      const response = await put(user, { [field]: value });
      expect(response.status).toBe(400);
      expect(response.envelope.message).toBe(message);
    });

    it("refuses another customer's e-mail with 409", async () => {
      const { user } = await h.register();
      const { user: other } = await h.register();
      const response = await put(user, { email: other.email });
      expect(response.status).toBe(409);
      expect(response.envelope.message).toBe('Este e-mail já está cadastrado.');
      expect(response.envelope.data).toEqual({ campo: 'email' });
    });
  });

  describe('PUT configurar_notificacoes', () => {
    const configure = (user: Cliente, tipo: string, status: unknown) =>
      h.client().request<Cliente | null>('PUT', '/configurar_notificacoes', {
        jwt: user.jwt,
        body: { jwt: user.jwt, tipo, status },
      });

    it('switches each channel on its own, and the parallel calls of the app both land', async () => {
      const { user } = await h.register();
      const [email, sms] = await Promise.all([
        configure(user, 'notificacoes_marketing_email', 1),
        configure(user, 'notificacoes_marketing_sms', 1),
      ]);
      expect(email.status).toBe(200);
      expect(email.envelope.message).toBe('Preferências de notificação atualizadas!');
      expect(sms.status).toBe(200);
      const me = await h.client().request<Cliente>('GET', '/cliente', { jwt: user.jwt });
      expect(me.envelope.data).toMatchObject({
        notificacoesMarketingEmail: 1,
        notificacoesMarketingSms: 1,
      });
      const off = await configure(user, 'notificacoes_marketing_sms', 0);
      expect(off.envelope.data).toEqual({
        ...user,
        notificacoesMarketingEmail: 1,
        notificacoesMarketingSms: 0,
      });
    });

    it.each([
      ['notificacoes_push', 1, 'Opção inválida para o campo tipo!'],
      ['notificacoes_marketing_email', 2, 'Opção inválida para o campo status!'],
      ['notificacoes_marketing_email', '1', 'Opção inválida para o campo status!'],
    ])('refuses tipo %j status %j → %s', async (tipo, status, message) => {
      const { user } = await h.register();
      const response = await configure(user, tipo, status);
      expect(response.status).toBe(400);
      expect(response.envelope.message).toBe(message);
    });
  });
});
