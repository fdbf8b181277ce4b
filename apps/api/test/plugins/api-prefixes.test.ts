// An API added later (the operators' console, say) gets the same as the app's and the partner's: once
// its scope calls serveApiUnder, an unknown path below its base answers its own 404, GETs included,
// while the web app keeps answering its pages everywhere else.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../src/http/envelope.ts';
import { apiPrefixesPlugin, serveApiUnder } from '../../src/plugins/api-prefixes.ts';
import { webAppPlugin } from '../../src/plugins/web-app.ts';
import { INDEX_HTML, useWebDist } from '../helpers/web-dist.ts';

const CONSOLE_404 = failure('Nada aqui no painel.', 404);

describe('an API that takes its base with serveApiUnder', () => {
  const webDist = useWebDist();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(apiPrefixesPlugin);
    await app.register(
      (scope, _options, done) => {
        serveApiUnder(scope, (_request, reply) => reply.code(404).send(CONSOLE_404));
        scope.get('/usuarios', () => ({ ok: true }));
        done();
      },
      { prefix: '/painel/api' },
    );
    await app.register(webAppPlugin, { webDist });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/painel/api/nada', '/painel/api', '/painel/api/usuarios/1/x'])(
    'answers GET %s with its own 404 envelope',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CONSOLE_404);
    },
  );

  it('answers another method the same, and still serves its routes', async () => {
    const post = await app.inject({ method: 'POST', url: '/painel/api/nada' });
    expect(post.json()).toEqual(CONSOLE_404);
    expect((await app.inject({ method: 'GET', url: '/painel/api/usuarios' })).json()).toEqual({
      ok: true,
    });
  });

  it.each(['/painel', '/painel/apis', '/home'])('leaves %s to the web app', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
