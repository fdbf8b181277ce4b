// GET meus_dados ('Baixar meus dados' in My account; LGPD art. 18, data portability): the logged-in
// customer's data as one JSON document. Encrypted like every app call; the session's token only.
// Each download is written to the data-protection register.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { meusDadosCall } from '@fidelidade/domain/contracts/meus-dados';
import { privacyMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';
import { exportCustomerData } from '../data-export.ts';
import { protectionRegister } from '../register/protection-register.ts';

export const myDataRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const register = protectionRegister(app.config.encryptionSecret);

  app.route({
    ...routeOf(meusDadosCall, {
      tags: ['privacidade'],
      summary:
        'Todos os dados do cliente da sessão (LGPD, portabilidade): perfil, compras, avaliações, mensagens…',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente, session } = authenticated(request);
      const em = new Date();
      const data = await exportCustomerData(app.database.db, cliente, session.id, em);
      // Registered once the document is read, before the customer has it: none leaves unregistered.
      await register.record(app.database.db, { tipo: 'download', cliente, operadorId: null, em });
      return success(privacyMessages.dataExport, data);
    },
  });
  done();
};
