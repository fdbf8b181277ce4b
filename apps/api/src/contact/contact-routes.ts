// POST fale_conosco (spec points 3, 5 and 7; DESIGN decision 11): every field checked by the shared
// contract, throttled per IP, stored and queued for the support address in one transaction, so the
// message exists only together with its e-mail and a provider that is down loses nothing.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { faleConoscoCall } from '@fidelidade/domain/contracts/fale-conosco';
import { contactMessages, validationMessages } from '@fidelidade/domain/messages';
import { brDateToIso } from '@fidelidade/domain/validation/birth-date';
import { routeOf } from '../http/contract-route.ts';
import { ApiError, success } from '../http/envelope.ts';
import { acceptedVersions } from './accepted-versions.ts';
import { insertMensagem } from './contact-repository.ts';
import { optionalCliente } from './optional-cliente.ts';
import { supportEmail } from './support-email.ts';

export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { contact, documents, limits } = app.config;

  app.route({
    ...routeOf(faleConoscoCall, {
      tags: ['contato'],
      summary: 'Envia uma mensagem ao atendimento (login opcional)',
      description:
        'Todos os campos são obrigatórios e os termos devem ser aceitos. Limitado por IP ' +
        '(LIMIT_CONTACT_IP, 429 com Retry-After). Com login, a mensagem fica ligada à conta.',
    }),
    handler: async (request, reply) => {
      await app.rateLimiter.enforce([
        { rule: { name: 'contato:ip', ...limits.contactIp }, subject: request.ip },
      ]);
      const form = request.body;
      // The contract accepted it as a real date, so this never fails; the check keeps types honest.
      const dataNascimento = brDateToIso(form.data_nascimento);
      if (!dataNascimento) throw new ApiError(400, validationMessages.invalidBirthDate);
      const cliente = await optionalCliente(request);
      const versions = await acceptedVersions(documents.dir, request.log);
      const email = supportEmail(contact.supportEmail, {
        nome: form.nome,
        email: form.email,
        dataNascimento: form.data_nascimento,
        telefone: form.telefone,
        uf: form.uf,
        assunto: form.assunto,
        mensagem: form.mensagem,
        cliente: cliente !== null,
      });
      await app.database.db.transaction().execute(async (trx) => {
        const outboxId = await app.outbox.enqueueEmail(trx, email);
        await insertMensagem(trx, {
          cliente_id: cliente?.id ?? null,
          nome: form.nome,
          email: form.email,
          data_nascimento: dataNascimento,
          telefone: form.telefone,
          uf: form.uf,
          assunto: form.assunto,
          mensagem: form.mensagem,
          ...versions,
          outbox_id: outboxId,
        });
      });
      return reply.code(201).send(success(contactMessages.sent, null, 201));
    },
  });
  done();
};
