// The OpenAPI document, generated from the routes' zod schemas, at {prefix}/docs/json, and a docs page
// at {prefix}/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DESCRIPTION = [
  'API do programa de cashback Fidelidade. Toda resposta é {status, message, data, responseCode}.',
  'Envie `Encrypt: true` e o corpo como {"data": "<dados cifrados>"} com a chave do dia (rota',
  '`/chave`); `data` das respostas vem cifrado com a mesma chave. Os esquemas abaixo mostram os',
  'dados já decifrados. Ver docs/decisions/0001-payload-envelope.md.',
].join(' ');

export const docsPlugin = fp<{ apiPrefix: string }>(
  async (app, { apiPrefix }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Fidelidade API', version: '0.1.0', description: DESCRIPTION },
        // The operator console's API (painel/README.md), under PAINEL_API_PREFIX.
        tags: [
          {
            name: 'painel',
            description:
              'API do painel de operação: JSON sem cifragem de payload, sessão no cookie painel_sessao ' +
              '(entrada em duas etapas: senha e TOTP) e o token CSRF no cabeçalho x-csrf-token em toda ' +
              'escrita. Sem sessão: 401; perfil sem acesso ou CSRF ausente: 403.',
          },
        ],
        components: {
          // The partner API (tag parceiro) authenticates stores by API key (DESIGN decision 5).
          securitySchemes: {
            sessaoPainel: { type: 'apiKey', in: 'cookie', name: 'painel_sessao' },
            chaveLoja: {
              type: 'http',
              scheme: 'bearer',
              description:
                'Chave de API da loja (npm run loja:criar), sem criptografia de payload. Chamadas ' +
                'limitadas por chave (LIMIT_PARTNER_KEY): além do limite, 429 com Retry-After.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: `${apiPrefix}/docs` });
  },
  { name: 'docs' },
);
