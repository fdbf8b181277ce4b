// An answer checked against its route's schema for the reply's status (src/http/checked-answer.ts):
// the schema is picked as Fastify picks a serializer, encoded as fastify-type-provider-zod encodes.
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedAnswer } from '../../src/http/checked-answer.ts';

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A route that answers with the status of `?status=` what checkedAnswer makes of `payload`. */
function appAnswering(payload: unknown, response?: Record<string, z.ZodType>) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/teste', { schema: response ? { response } : {} }, (request, reply) => {
    const { status } = request.query as { status?: string };
    void reply.code(Number(status ?? 200));
    // A refused answer is thrown: Fastify's own error handler answers 500 with its code.
    return reply
      .type('application/json')
      .send(JSON.stringify(checkedAnswer(request, reply, payload)));
  });
  return app;
}

async function answerOf(app: ReturnType<typeof appAnswering>, status = 200) {
  return (await app.inject(`/teste?status=${String(status)}`)).json<unknown>();
}

describe('checked answer', () => {
  const apps: ReturnType<typeof appAnswering>[] = [];
  const make = (...args: Parameters<typeof appAnswering>) => {
    const app = appAnswering(...args);
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('leaves out the fields the schema does not name', async () => {
    const app = make(
      { nome: 'Ana', pontos: 10, senha_hash: 'não sai' },
      { 200: z.object({ nome: z.string(), pontos: z.number() }) },
    );
    expect(await answerOf(app)).toEqual({ nome: 'Ana', pontos: 10 });
  });

  it('refuses an answer that does not match its schema', async () => {
    const app = make({ nome: 42 }, { 200: z.object({ nome: z.string() }) });
    expect(await answerOf(app)).toMatchObject({
      statusCode: 500,
      code: 'FST_ERR_RESPONSE_SERIALIZATION',
    });
  });

  it('encodes a schema with a codec: a Date is written as the text the codec makes of it', async () => {
    const app = make(
      { em: new Date('2026-11-25T12:00:00.000Z') },
      { 200: z.object({ em: isoDate }) },
    );
    expect(await answerOf(app)).toEqual({ em: '2026-11-25T12:00:00.000Z' });
  });

  it("picks the status's schema, then its class's, then the default", async () => {
    const app = make(
      { a: 1, b: 2, c: 3 },
      {
        409: z.object({ a: z.number() }),
        '4xx': z.object({ b: z.number() }),
        default: z.object({ c: z.number() }),
      },
    );
    expect(await answerOf(app, 409)).toEqual({ a: 1 });
    expect(await answerOf(app, 404)).toEqual({ b: 2 });
    expect(await answerOf(app, 500)).toEqual({ c: 3 });
  });

  it('leaves an answer without a schema for its status as it is', async () => {
    expect(await answerOf(make({ total: 3 }))).toEqual({ total: 3 });
    const only200 = make({ total: 3 }, { 200: z.object({}) });
    expect(await answerOf(only200, 201)).toEqual({ total: 3 });
  });
});
