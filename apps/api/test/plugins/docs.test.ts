import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
}

describe('OpenAPI docs', () => {
  const api = useTestApp({ database: 'pglite' });

  it('publishes the document generated from the zod schemas at {prefix}/docs/json', async () => {
    const response = await fetch(`${api.apiUrl}/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/saude', '/api/chave/{weekday}/{day}/{month}']),
    );
    const keyRoute = document.paths['/api/chave/{weekday}/{day}/{month}']?.get;
    expect(keyRoute?.parameters?.map((p) => p.name)).toEqual(['weekday', 'day', 'month']);
  });

  it('serves the docs page at {prefix}/docs', async () => {
    const response = await fetch(`${api.apiUrl}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});

describe('a custom API_PREFIX', () => {
  const api = useTestApp({ database: 'pglite', config: { apiPrefix: '/v1/fidelidade' } });

  it('moves every route under it', async () => {
    expect(api.apiUrl).toMatch(/\/v1\/fidelidade$/);
    expect((await fetch(`${api.apiUrl}/saude`)).status).toBe(200);
    expect((await fetch(`${api.apiUrl}/docs/json`)).status).toBe(200);
    expect((await fetch(`${api.baseUrl}/api/saude`)).status).toBe(404);
  });
});
