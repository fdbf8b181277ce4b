// POST logout (spec point 4; DESIGN decision 8): revokes the session of the token sent, so the jwt
// stops working at once. The app sends it without a body but with its usual JSON content type, so
// here an empty JSON body reads as no body instead of a malformed one.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { logoutCall } from '@fidelidade/domain/contracts/logout';
import { accountMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';

export const logoutRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Encapsulated: only this plugin's route gets the lenient parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    const text = body.toString();
    // Undefined, as for a request without a body: the envelope hook has nothing to decrypt.
    if (text === '') parsed(null, undefined);
    else void parseJson(request, text, parsed);
  });

  app.route({
    ...routeOf(logoutCall, {
      tags: ['conta'],
      summary: 'Encerra a sessão do token enviado',
      description: 'Token no cabeçalho Authorization: Bearer; o corpo {jwt} é opcional.',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { session } = authenticated(request);
      await app.sessions.revoke(session.id);
      return success(accountMessages.loggedOut, null);
    },
  });
  done();
};
