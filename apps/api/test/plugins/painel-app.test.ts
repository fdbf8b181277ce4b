// The operator console under /painel/: its index.html for every deep link, with a nonce of its own in
// its Content-Security-Policy on each answer; its hashed assets cached for a year; the console API's
// unknown paths answer that API's 404 envelope; the customers' app's fallback leaves /painel alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '@fidelidade/domain/csp-nonce';
import { apiMessages } from '@fidelidade/domain/messages';
import { failure } from '../../src/http/envelope.ts';
import { apiPrefixesPlugin, serveApiUnder } from '../../src/plugins/api-prefixes.ts';
import { painelAppPlugin } from '../../src/plugins/painel-app.ts';
import { securityHeadersPlugin } from '../../src/plugins/security-headers.ts';
import { webAppPlugin } from '../../src/plugins/web-app.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { INDEX_HTML as WEB_INDEX, useWebDist } from '../helpers/web-dist.ts';

const ASSET = 'assets/index-9b1e7f.js';
const PAINEL_INDEX = [
  '<!doctype html><title>Painel</title>',
  `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`,
  `<script type="module" src="/painel/${ASSET}" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
].join('');
const CONSOLE_API_404 = failure('Nada aqui na API do painel.', 404);

function usePainelDist(): string {
  const folder = mkdtempSync(join(tmpdir(), 'fidelidade-painel-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), PAINEL_INDEX);
  writeFileSync(join(folder, ASSET), 'console.log("painel");');
  writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}

/** The app's serving plugins as app.ts registers them, with a stand-in console API. */
function useServingApp(dists: () => { webDist: string; painelDist: string }) {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const { webDist, painelDist } = dists();
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await app.register(apiPrefixesPlugin);
    await app.register(securityHeadersPlugin, { production: false });
    await app.register(
      (scope, _options, done) => {
        serveApiUnder(scope, (_request, reply) => reply.code(404).send(CONSOLE_API_404));
        scope.get('/sessao', () => ({ ok: true }));
        done();
      },
      { prefix: '/painel/api' },
    );
    await app.register(painelAppPlugin, { painelDist });
    await app.register(webAppPlugin, { webDist });
    await app.ready();
  });
  afterAll(() => app?.close());
  return (method: 'GET' | 'POST' | 'HEAD', url: string) => {
    if (!app) throw new Error('app used outside a test');
    return app.inject({ method, url });
  };
}

function nonceOf(policy: string | undefined): string | undefined {
  return /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
}

describe('serving the operator console', () => {
  const webDist = useWebDist();
  const painelDist = usePainelDist();
  const call = useServingApp(() => ({ webDist, painelDist }));

  it.each(['/painel', '/painel/', '/painel/lojas', '/painel/operadores/abc/edit', '/painel/login'])(
    'answers %s with the console index.html, never cached',
    async (url) => {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = nonceOf(response.headers['content-security-policy']);
      expect(nonce).toBeDefined();
      expect(response.body).toBe(PAINEL_INDEX.replaceAll(CSP_NONCE_PLACEHOLDER, nonce ?? ''));
    },
  );

  it('never serves index.html as the file with its placeholder', async () => {
    const response = await call('GET', '/painel/index.html');
    expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it('gives each answer its own nonce, and a policy without unsafe-inline or framing', async () => {
    const first = (await call('GET', '/painel/lojas')).headers['content-security-policy'] as string;
    const second = (await call('GET', '/painel/lojas')).headers[
      'content-security-policy'
    ] as string;
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toContain("script-src 'self';");
    expect(first).not.toContain('unsafe-inline');
    expect(first).not.toContain('unsafe-eval');
  });

  it('serves hashed assets with a year-long immutable cache, other files without', async () => {
    const asset = await call('GET', `/painel/${ASSET}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("painel");');
    const favicon = await call('GET', '/painel/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['GET', '/painel/assets/nao-existe.js'],
    ['POST', '/painel/lojas'],
  ] as const)('answers %s %s with a 404 envelope, not the page', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure(apiMessages.routeNotFound, 404));
  });

  it.each([
    ['GET', '/painel/api/nada'],
    ['GET', '/painel/api'],
    ['POST', '/painel/api/nada'],
  ] as const)('leaves %s %s to the console API and its 404 envelope', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(CONSOLE_API_404);
    expect((await call('GET', '/painel/api/sessao')).json()).toEqual({ ok: true });
  });

  it.each(['/', '/home', '/painelx'])('leaves %s to the customers app', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WEB_INDEX);
    expect(response.headers['content-security-policy']).not.toContain('nonce-');
  });
});

describe('without a built console', () => {
  const webDist = useWebDist();
  const call = useServingApp(() => ({ webDist, painelDist: join(tmpdir(), 'sem-painel') }));

  it('says so under /painel, never answering the customers app there', async () => {
    for (const url of ['/painel', '/painel/lojas']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(failure(apiMessages.painelAppMissing, 404));
    }
    expect((await call('GET', '/painel/api/nada')).json()).toEqual(CONSOLE_API_404);
    expect((await call('GET', '/home')).body).toBe(WEB_INDEX);
  });
});

describe('in the whole app, beside the console API', () => {
  const api = useTestApp({
    database: 'pglite',
    config: { webDist: useWebDist(), painelDist: usePainelDist() },
  });

  it('answers the console pages, and the console API its own 404 envelope', async () => {
    const page = await fetch(`${api.baseUrl}/painel/operadores`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("'nonce-");
    const unknown = await fetch(`${api.baseUrl}/painel/api/nada`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(failure(apiMessages.routeNotFound, 404));
    const session = await fetch(`${api.baseUrl}/painel/api/sessao`);
    expect(session.status).toBe(401);
    expect(session.headers.get('content-type')).toContain('application/json');
  });
});
