// The API's response serializer (src/http/response-serializer.ts): every answer is checked against its
// route's schema and written as JSON; schemas that convert or fill in values are still encoded, the
// others parsed, with the same result.
import Fastify from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@fidelidade/domain/contracts/envelope';
import { userSchema } from '@fidelidade/domain/contracts/user';
import { responses } from '../../src/http/envelope.ts';
import { parsesAsEncodes, responseSerializerCompiler } from '../../src/http/response-serializer.ts';

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

function serializerFor(schema: unknown) {
  return responseSerializerCompiler({ schema, method: 'GET', url: '/teste', httpStatus: '200' });
}

describe('which schemas parse as they encode', () => {
  it('a schema of plain fields, unions, literals, arrays and records does', () => {
    expect(parsesAsEncodes(envelopeSchema(userSchema))).toBe(true);
    const nested = z.object({
      lista: z.array(z.union([z.literal(''), z.number().int()])).optional(),
      mapa: z.record(z.string(), z.object({ nome: z.string().trim() })).nullable(),
      par: z.tuple([z.string()], z.boolean()),
    });
    expect(parsesAsEncodes(nested)).toBe(true);
  });

  it.each([
    ['a codec', isoDate],
    ['a transform', z.string().transform((text) => text.length)],
    ['a pipe', z.string().pipe(z.enum(['a', 'b']))],
    ['a default', z.string().default('x')],
    ['a prefault', z.string().prefault('x')],
    ['a catch', z.string().catch('x')],
    ['a lazy schema', z.lazy(() => z.string())],
  ])('%s does not, however deep it is', (_kind, directed) => {
    expect(parsesAsEncodes(directed)).toBe(false);
    expect(parsesAsEncodes(z.object({ a: z.object({ b: directed }) }))).toBe(false);
    expect(parsesAsEncodes(z.array(z.union([z.number(), directed])))).toBe(false);
    expect(parsesAsEncodes(z.record(z.string(), directed.optional()))).toBe(false);
    expect(parsesAsEncodes(z.tuple([z.string()], directed))).toBe(false);
  });
});

describe('response serializer', () => {
  it('writes the checked answer: fields the schema does not name are left out', () => {
    const serialize = serializerFor(z.object({ nome: z.string(), pontos: z.number() }));
    expect(serialize({ nome: 'Ana', pontos: 10, senha_hash: 'não sai' })).toBe(
      '{"nome":"Ana","pontos":10}',
    );
  });

  it('refuses an answer that does not match its schema', () => {
    const serialize = serializerFor(z.object({ nome: z.string() }));
    expect(() => serialize({ nome: 42 })).toThrow(ResponseSerializationError);
  });

  it('encodes a schema with a codec: a Date is written as the text the codec makes of it', () => {
    const serialize = serializerFor({ properties: z.object({ em: isoDate }) });
    expect(serialize({ em: new Date('2026-11-25T12:00:00.000Z') })).toBe(
      '{"em":"2026-11-25T12:00:00.000Z"}',
    );
  });

  it('refuses a route whose response schema is not zod', () => {
    expect(() => serializerFor({ type: 'object' })).toThrow(/GET \/teste/);
  });

  it('is what a Fastify route answers with', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get(
      '/cliente',
      { schema: { response: responses(z.object({ nome: z.string() })) } },
      () => ({
        status: 'success',
        message: 'ok',
        data: { nome: 'Ana', cpf: '1' },
        responseCode: 200,
      }),
    );
    const answer = await app.inject('/cliente');
    expect(answer.json()).toEqual({
      status: 'success',
      message: 'ok',
      data: { nome: 'Ana' },
      responseCode: 200,
    });
    await app.close();
  });
});
