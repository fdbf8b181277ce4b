// POST enviar_confirmacao (DESIGN decisions 3 and 19): a code to the session's current e-mail or
// phone, replacing the account's open confirmation; an address already proven needs none.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { enviarConfirmacaoCall } from '@fidelidade/domain/contracts/enviar-confirmacao';
import { contactPointMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import type { ContactPointRouteOptions } from '../contact-point-routes.ts';
import { lockCliente, sendConfirmation } from '../confirmations.ts';

export const sendConfirmationRoutes: FastifyPluginCallbackZod<ContactPointRouteOptions> = (
  app,
  { now, codes },
  done,
) => {
  app.route({
    ...routeOf(enviarConfirmacaoCall, {
      tags: ['conta'],
      summary: 'Envia um código que confirma o e-mail ou o celular da conta',
      description:
        "Tipo 'email': o código vai para o e-mail da conta; 'sms': para o celular. Código de 6 caracteres, válido por 10 minutos, conferido por confirmar_contato; substitui qualquer código de confirmação anterior da conta. Endereço já confirmado: 409. No máximo um envio por minuto e cinco por hora por conta e tipo (429 com Retry-After).",
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { tipo } = request.body;
      const at = now();
      await app.database.db.transaction().execute(async (trx) => {
        // Read under the lock: the address the code goes to is the one the confirmation proves.
        const cliente = await lockCliente(trx, authenticated(request).cliente.id);
        if (tipo === 'email' && cliente.email_confirmado_em !== null) {
          throw new ApiError(409, contactPointMessages.emailAlreadyConfirmed);
        }
        if (tipo === 'sms' && cliente.celular_confirmado_em !== null) {
          throw new ApiError(409, contactPointMessages.phoneAlreadyConfirmed);
        }
        // An account whose unproven e-mail was released has no session left to ask with.
        const email = cliente.email ?? '';
        await sendConfirmation(trx, { outbox: app.outbox, codes, now: at }, cliente, {
          canal: tipo,
          destino: tipo === 'email' ? email : cliente.celular,
          troca: false,
        });
      });
      const message =
        tipo === 'email' ? contactPointMessages.codeSentEmail : contactPointMessages.codeSentSms;
      return success(message, null);
    },
  });

  done();
};
