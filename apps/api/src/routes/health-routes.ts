// GET {prefix}/saude: the health check a load balancer polls. It answers 200 only when the database
// answers `select 1`, else 503 saying the database is down, so a broken instance leaves the pool.
// Plaintext is allowed here.
import { sql } from 'kysely';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '@fidelidade/domain/messages';
import { ApiError, responses, success } from '../http/envelope.ts';

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/saude',
    {
      config: { plaintextAllowed: true },
      schema: {
        tags: ['saúde'],
        summary: 'Verifica se a API e o banco respondem',
        response: responses(z.object({ banco: z.enum(['pglite', 'postgres']) })),
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new ApiError(503, apiMessages.databaseDown);
      }
      return success(apiMessages.healthy, { banco: app.database.kind });
    },
  );
  done();
};
