// GET {prefix}/chave/{weekday}/{day}/{month}: the day key, for the tokens of yesterday, today or
// tomorrow in São Paulo, encrypted with the transport key built into the client (spec point 7;
// docs/decisions/0001-payload-envelope.md). Not inside the encrypted scope: it is how a client gets in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encryptJson } from '@fidelidade/domain/crypto/aes-gcm';
import { toBase64Url } from '@fidelidade/domain/crypto/base64url';
import { transportKey } from '@fidelidade/domain/crypto/daily-key';
import { apiMessages } from '@fidelidade/domain/messages';
import { ApiError, responses, success } from '../http/envelope.ts';

// Any text: a token that is not one of the window's simply finds no key (404).
const token = z.string();

export const keyRoutes: FastifyPluginAsyncZod<{ transportSecret: string }> = async (
  app,
  { transportSecret },
) => {
  const wrappingKey = await transportKey(transportSecret);

  app.get(
    '/chave/:weekday/:day/:month',
    {
      schema: {
        tags: ['envelope'],
        summary: 'Chave do dia para cifrar as requisições',
        description:
          'Os três segmentos são os tokens de data (dia da semana, dia, mês) de ontem, hoje ou amanhã ' +
          'em São Paulo. `data` vem cifrado com a chave de transporte: {chave, data}.',
        params: z.object({ weekday: token, day: token, month: token }),
        response: responses(z.string().describe('encryptJson(transportKey, {chave, data})')),
      },
    },
    async (request) => {
      const { weekday, day, month } = request.params;
      const keys = await app.dayKeys.inWindow();
      const match = keys.find(
        ({ tokens }) => tokens.weekday === weekday && tokens.day === day && tokens.month === month,
      );
      if (!match) throw new ApiError(404, apiMessages.keyNotFound);
      const sealed = await encryptJson(wrappingKey, {
        chave: toBase64Url(match.raw),
        data: match.date.iso,
      });
      return success(apiMessages.keyDelivered, sealed);
    },
  );
};
