// GET meus_dados is in the OpenAPI document with its response generated from the shared contract.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';

describe('privacy calls in OpenAPI', () => {
  const api = useTestApp({ database: 'pglite' });

  it('documents meus_dados with every section of the download', async () => {
    const document = (await (await fetch(`${api.apiUrl}/docs/json`)).json()) as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; responses: Record<string, unknown> }>
      >;
    };
    const operation = document.paths['/api/meus_dados']?.get;
    expect(operation?.tags).toEqual(['privacidade']);
    const success = JSON.stringify(operation?.responses['200']);
    for (const section of [
      'perfil',
      'sessoes',
      'compras',
      'creditos',
      'avaliacoes',
      'mensagensContato',
    ]) {
      expect(success).toContain(section);
    }
    expect(success).not.toContain('senha_hash');
  });
});
