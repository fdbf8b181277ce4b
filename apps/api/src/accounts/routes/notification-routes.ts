// PUT configurar_notificacoes (spec points 2, 4 and 7): one marketing channel's consent per call; the
// app sends the e-mail and the SMS call in parallel, so each updates only its own column.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { configurarNotificacoesSchema } from '@fidelidade/domain/contracts/configurar-notificacoes';
import { clienteSchema } from '@fidelidade/domain/contracts/cliente';
import { accountMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { pendingFields } from '../../contact-points/pending.ts';
import { responses, success } from '../../http/envelope.ts';
import type { AccountOptions } from '../account-routes.ts';
import { setNotification } from '../clientes-repository.ts';
import { toCliente } from '../cliente-view.ts';

export const notificationRoutes: FastifyPluginCallbackZod<AccountOptions> = (
  app,
  { now },
  done,
) => {
  app.put(
    '/configurar_notificacoes',
    {
      preValidation: requireCliente,
      schema: {
        tags: ['conta'],
        summary: 'Liga ou desliga as notificações de marketing por e-mail ou por SMS',
        body: configurarNotificacoesSchema,
        response: responses(clienteSchema),
      },
    },
    async (request) => {
      const { cliente, session, pendingChange } = authenticated(request);
      const { tipo, status } = request.body;
      const updated = await setNotification(app.database.db, cliente.id, tipo, status);
      const user = toCliente(updated, session.token, pendingFields(pendingChange, now()));
      return success(accountMessages.notificationsUpdated, user);
    },
  );
  done();
};
