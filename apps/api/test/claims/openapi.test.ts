// The CPF claim calls are in the OpenAPI document, described in pt-BR, with their bodies and answers
// from the shared contracts.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

type Paths = Record<string, Record<string, Operation>>;

describe('CPF claim calls in OpenAPI', () => {
  const api = useTestApp({ database: 'pglite' });

  it('documents both calls, their bodies and the claim token', async () => {
    const { paths } = (await (await fetch(`${api.apiUrl}/docs/json`)).json()) as { paths: Paths };
    const claim = paths['/api/reivindicar_cpf']?.post;
    const confirm = paths['/api/confirmar_reivindicacao']?.post;
    const fields = (operation: Operation | undefined) =>
      Object.keys(operation?.requestBody?.content['application/json']?.schema.properties ?? {});
    expect(fields(claim)).toEqual(['cpf', 'email']);
    expect(fields(confirm)).toEqual(['jwt', 'codigo']);
    for (const operation of [claim, confirm]) {
      expect(operation?.tags).toEqual(['reivindicação de CPF']);
      expect(operation?.summary).toMatch(/CPF/);
      expect(operation?.description).toMatch(/Sem login/);
    }
    expect(JSON.stringify(claim?.responses['200'])).toContain('jwt');
  });

  it("documents the field a registration's 409 names", async () => {
    const { paths } = (await (await fetch(`${api.apiUrl}/docs/json`)).json()) as { paths: Paths };
    for (const method of ['post', 'put']) {
      const conflict = JSON.stringify(paths['/api/cliente']?.[method]?.responses['409']);
      expect(conflict).toContain('campo');
      expect(conflict).toContain('cpf');
    }
  });
});
