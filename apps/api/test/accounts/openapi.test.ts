// The account calls are in the OpenAPI document, with request bodies and responses generated from
// the shared zod contracts.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';

interface Operation {
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

type Paths = Record<string, Record<string, Operation>>;

describe('account calls in OpenAPI', () => {
  const api = useTestApp({ database: 'pglite' });

  it('lists every call with its body and its Cliente response', async () => {
    const { paths } = (await (await fetch(`${api.apiUrl}/docs/json`)).json()) as { paths: Paths };
    const operation = (path: string, method: string) => paths[`/api/${path}`]?.[method];
    const bodyFields = (path: string, method: string) =>
      Object.keys(
        operation(path, method)?.requestBody?.content['application/json']?.schema.properties ?? {},
      );

    expect(bodyFields('cliente', 'post')).toEqual(
      expect.arrayContaining(['customerId', 'dadosPessoais', 'endereco', 'cartao', 'notificacoes']),
    );
    expect(bodyFields('login', 'post')).toEqual(['email', 'senha']);
    expect(bodyFields('cliente', 'put')).toEqual([
      'jwt',
      'nome',
      'celular',
      'cpf',
      'dataNascimento',
      'email',
    ]);
    expect(bodyFields('configurar_notificacoes', 'put')).toEqual(['jwt', 'tipo', 'status']);
    expect(bodyFields('inativar_conta', 'post')).toEqual(['jwt']);
    expect(bodyFields('cliente', 'delete')).toEqual(['jwt']);
    expect(operation('cliente', 'get')).toBeDefined();
    expect(bodyFields('enviar_confirmacao', 'post')).toEqual(['jwt', 'tipo']);
    expect(bodyFields('confirmar_contato', 'post')).toEqual(['jwt', 'codigo']);
    expect(JSON.stringify(operation('confirmar_contato', 'post')?.responses['200'])).toContain(
      'emailConfirmado',
    );
    expect(JSON.stringify(operation('cliente', 'get')?.responses['200'])).toContain(
      'emailPendente',
    );
    expect(operation('logout', 'post')).toBeDefined();

    expect(JSON.stringify(operation('cliente', 'post')?.responses['201'])).toContain(
      'notificacoesMarketingEmail',
    );
    expect(JSON.stringify(operation('login', 'post')?.responses['200'])).toContain('jwt');
    for (const [path, method] of [
      ['cliente', 'get'],
      ['cliente', 'put'],
      ['configurar_notificacoes', 'put'],
      ['enviar_confirmacao', 'post'],
      ['confirmar_contato', 'post'],
    ] as const) {
      expect(operation(path, method)?.tags).toEqual(['conta']);
    }
  });
});
