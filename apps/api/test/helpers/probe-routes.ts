// Routes the tests add to the encrypted scope through BuildOptions.encryptedRoutes, to exercise the
// envelope with a request body, an answer sent again, one without a schema, one its schema refuses, a
// crash, a file gone while it was being sent and a database query.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '@fidelidade/domain/contracts/login';
import { responses, success } from '../../src/http/envelope.ts';

/** The detail a 500 must never show the client. */
export const CRASH_DETAIL = 'detalhe interno que não pode vazar';

/** Answered again and again as the same object, like a statement kept in memory. */
export const SENT_AGAIN = { email: 'de-novo@example.com', senha: 'fora-do-contrato' };

export const probeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/teste/de-novo',
    { schema: { response: responses(z.object({ email: z.string() })) } },
    () => Promise.resolve(success('De novo.', SENT_AGAIN)),
  );
  app.post(
    '/teste/eco',
    { schema: { body: loginSchema, response: responses(z.object({ email: z.string() })) } },
    (request) => Promise.resolve(success('Eco.', { email: request.body.email })),
  );
  // The contract lets out the e-mail only: the password must not reach the answer.
  app.post(
    '/teste/eco-com-senha',
    { schema: { body: loginSchema, response: responses(z.object({ email: z.string() })) } },
    (request) => Promise.resolve(success('Eco.', { ...request.body })),
  );
  // No schema for the answer: the app's serializer is not the one that writes it.
  app.get('/teste/sem-contrato', (_request, reply) =>
    reply.send(success('Sem contrato.', { total: 3 })),
  );
  // An answer its contract refuses (past the types, as a bug would get it): answered as a 500.
  app.get(
    '/teste/fora-do-contrato',
    { schema: { response: responses(z.object({ total: z.number() })) } },
    () =>
      Promise.resolve(success('Fora do contrato.', { total: CRASH_DETAIL as unknown as number })),
  );
  app.get('/teste/falha', { schema: { response: responses(z.null()) } }, () => {
    throw new Error(CRASH_DETAIL);
  });
  // A file found, described, then gone before its read, as a deploy can leave one.
  app.get('/teste/arquivo-sumido', async (_request, reply) => {
    reply.header('content-encoding', 'br').header('cache-control', 'public, immutable');
    reply.header('etag', '"antigo"').header('last-modified', new Date(0).toUTCString());
    return reply.send(await readFile(join(tmpdir(), 'fidelidade-arquivo-que-sumiu.js')));
  });
  app.get('/teste/banco', { schema: { response: responses(z.number()) } }, async () => {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.database.db);
    return success('Banco.', rows[0]?.one ?? 0);
  });
  done();
};
