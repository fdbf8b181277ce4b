// Every console route is in the OpenAPI document under the `painel` tag, its path as the console calls
// it (`{id}` for a parameter); unknown paths under the prefix answer the envelope's 404.
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { useTestApp } from '../helpers/build-test-app.ts';
import { servedRoutes } from '../helpers/served-routes.ts';

type Paths = Record<string, Record<string, { tags?: string[] }>>;

describe('the console API in OpenAPI', () => {
  const api = useTestApp({ database: 'pglite' });

  it('documents every console route under the painel tag', async () => {
    const { paths } = (await (await fetch(`${api.apiUrl}/docs/json`)).json()) as { paths: Paths };
    const prefix = api.config.painel.apiPrefix;
    const routes = servedRoutes(api.app).filter((route) => route.includes(` ${prefix}/`));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const [method = '', path = ''] = route.split(' ');
      const documented = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(documented?.tags, route).toEqual(['painel']);
    }
  });

  it('answers an unknown console path with the envelope 404', async () => {
    const response = await fetch(`${api.baseUrl}${api.config.painel.apiPrefix}/nada-aqui`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 'error',
      message: apiMessages.routeNotFound,
    });
  });
});
