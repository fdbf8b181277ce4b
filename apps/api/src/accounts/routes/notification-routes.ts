// PUT configurar_notificacoes (spec points 2, 4 and 7): one marketing channel's consent per call; the
// app sends the e-mail and the SMS call in parallel, so each updates only its own column.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { configurarNotificacoesCall } from '@fidelidade/domain/contracts/configurar-notificacoes';
import { accountMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { pendingFields } from '../../contact-points/pending.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import type { AccountOptions } from '../account-routes.ts';
import { setNotification } from '../clientes-repository.ts';
import { toCliente } from '../cliente-view.ts';

export const notificationRoutes: FastifyPluginCallbackZod<AccountOptions> = (
  app,
  { now },
  done,
) => {
  app.route({
    ...routeOf(configurarNotificacoesCall, {
      tags: ['conta'],
      summary: 'Liga ou desliga as notificações de marketing por e-mail ou por SMS',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente, session, pendingChange } = authenticated(request);
      const { tipo, status } = request.body;
      const updated = await setNotification(app.database.db, cliente.id, tipo, status);
      const user = toCliente(updated, session.token, pendingFields(pendingChange, now()));
      return success(accountMessages.notificationsUpdated, user);
    },
  });
  done();
};
