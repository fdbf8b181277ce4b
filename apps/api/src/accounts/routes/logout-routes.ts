// POST logout (spec point 4; DESIGN decision 8): revokes the session of the token sent, so the jwt
// stops working at once. The app sends it without a body but with its usual JSON content type, so
// here an empty JSON body reads as no body instead of a malformed one.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jwtSchema } from '@fidelidade/domain/contracts/fields';
import { accountMessages, apiMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { responses, success } from '../../http/envelope.ts';

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

  app.post(
    '/logout',
    {
      preValidation: requireCliente,
      schema: {
        tags: ['conta'],
        summary: 'Encerra a sessão do token enviado',
        description: 'Token no cabeçalho Authorization: Bearer; o corpo {jwt} é opcional.',
        // Absent (undefined, or null for a request without a content type) when there is no body.
        body: z
          .object({ jwt: jwtSchema.optional() }, { error: apiMessages.invalidRequest })
          .nullish(),
        response: responses(z.null()),
      },
    },
    async (request) => {
      const { session } = authenticated(request);
      await app.sessions.revoke(session.id);
      return success(accountMessages.loggedOut, null);
    },
  );
  done();
};
