import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ASSET_JS as ASSET, INDEX_HTML as INDEX, useWebDist } from '../helpers/web-dist.ts';

const notFound = (message: string) => ({
  status: 'error',
  message,
  data: null,
  responseCode: 404,
});

describe('serving the built web app', () => {
  const api = useTestApp({ database: 'pglite', config: { webDist: useWebDist() } });

  it.each(['/', '/home', '/extrato-fidelidade', '/avaliacao/abc123', '/esqueci-senha-etapa-dois'])(
    'answers %s with index.html, never cached',
    async (path) => {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await fetch(`${api.baseUrl}/assets/index-4f2a9c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET);
  });

  it('serves other files without a long cache', async () => {
    const response = await fetch(`${api.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['GET', '/assets/nao-existe.js'],
    ['GET', '/api/nao-existe'],
    ['GET', '/api'],
    ['POST', '/home'],
  ])('answers %s %s with a 404 envelope, not the app', async (method, path) => {
    const response = await fetch(`${api.baseUrl}${path}`, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFound(apiMessages.routeNotFound));
  });
});

describe('without a built web app', () => {
  const api = useTestApp({ database: 'pglite', config: { webDist: join(tmpdir(), 'nao-ha') } });

  it('says so for app paths, and still answers the API', async () => {
    const page = await fetch(`${api.baseUrl}/home`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual(notFound(apiMessages.webAppMissing));
    expect((await fetch(`${api.apiUrl}/saude`)).status).toBe(200);
  });
});
