// The whole matrix of console route × role (roles are enforced by the API). The
// routes are read from the app itself, so a route added without a line here fails, and one added
// without a guard stops the app from starting (guard.ts). Every role the table allows gets through
// (whatever the handler then says of the empty body), every other gets 403 with the role message, and
// a call without a session gets 401.
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { PAPEIS, type Papel } from '@fidelidade/domain/contracts/painel/papeis';
import { painelMessages } from '@fidelidade/domain/messages';
import { guardPainelRoutes } from '../../src/painel/guard.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { servedRoutes } from '../helpers/served-routes.ts';
import { usePainelApp, type PainelClient, type TestOperador } from './painel-app.ts';

const EVERY_ROLE = PAPEIS;
const SUPPORT: readonly Papel[] = ['administrador', 'atendimento', 'financeiro'];

/** Who may call each console route: 'publico' for the sign-in's two steps. */
const MATRIX: Record<string, readonly Papel[] | 'publico'> = {
  'POST /sessao': 'publico',
  'POST /sessao/totp': 'publico',
  'GET /sessao': EVERY_ROLE,
  'DELETE /sessao': EVERY_ROLE,
  'POST /sessao/encerrar-todas': EVERY_ROLE,
  'GET /operadores': ['administrador'],
  'GET /operadores/:id': ['administrador'],
  'POST /operadores': ['administrador'],
  'PUT /operadores/:id': ['administrador'],
  'POST /operadores/:id/acesso': ['administrador'],
  'GET /auditoria': ['administrador'],
  'GET /auditoria/exportar': ['administrador'],
  'GET /lojas': ['administrador', 'financeiro', 'loja'],
  'GET /lojas/nomes': EVERY_ROLE,
  'POST /lojas': ['administrador'],
  'POST /lojas/:id/chave': ['administrador'],
  'POST /lojas/:id/revogar': ['administrador'],
  'GET /regras': ['administrador', 'financeiro'],
  'POST /regras': ['administrador'],
  'GET /clientes': SUPPORT,
  'GET /clientes/:id': SUPPORT,
  'POST /clientes/:id/revelar': SUPPORT,
  'GET /clientes/:id/extrato': SUPPORT,
  'GET /clientes/:id/avaliacoes': SUPPORT,
  'GET /clientes/:id/mensagens': SUPPORT,
  'GET /clientes/:id/sessoes': SUPPORT,
  'GET /clientes/:id/avisos': SUPPORT,
  'POST /clientes/:id/encerrar-sessoes': ['administrador', 'atendimento'],
  'POST /clientes/:id/desativar': ['administrador', 'atendimento'],
  'POST /clientes/:id/reativar': ['administrador', 'atendimento'],
  'POST /clientes/:id/excluir': ['administrador', 'atendimento'],
  'POST /clientes/:id/dados': ['administrador', 'atendimento'],
  'POST /clientes/:id/ajustes': ['administrador', 'financeiro', 'atendimento'],
  'GET /ajustes': ['administrador', 'financeiro', 'atendimento'],
  'POST /ajustes/:id/aprovar': ['administrador', 'financeiro'],
  'POST /ajustes/:id/rejeitar': ['administrador', 'financeiro'],
  'GET /lojas/:id/compras': ['administrador', 'financeiro', 'loja'],
  'GET /lojas/:id/avaliacoes': ['administrador', 'financeiro', 'loja'],
  'GET /reivindicacoes': ['administrador', 'atendimento'],
  'GET /avaliacoes': EVERY_ROLE,
  'GET /avaliacoes/resumo': EVERY_ROLE,
  'GET /indicadores': ['administrador', 'financeiro', 'loja'],
  'GET /reivindicacoes/:id': ['administrador', 'atendimento'],
  'POST /reivindicacoes/:id/revelar': ['administrador', 'atendimento'],
  'POST /reivindicacoes/:id/decisao': ['administrador', 'atendimento'],
  'GET /mensagens-contato': ['administrador', 'atendimento'],
  'GET /mensagens-contato/responsaveis': ['administrador', 'atendimento'],
  'GET /mensagens-contato/:id': ['administrador', 'atendimento'],
  'POST /mensagens-contato/:id/atribuir': ['administrador', 'atendimento'],
  'POST /mensagens-contato/:id/estado': ['administrador', 'atendimento'],
  'POST /mensagens-contato/:id/respostas': ['administrador', 'atendimento'],
  'GET /registro-protecao-dados': ['administrador'],
  'GET /registro-protecao-dados/exportar': ['administrador'],
};

/** Routes whose :id is a store: the matrix's own, so a loja operator is asking about its store. */
const OWN_STORE = new Set(['GET /lojas/:id/compras', 'GET /lojas/:id/avaliacoes']);

/** Calls that end the caller's session: the role signs in again after them. */
const ENDS_SESSION = new Set(['DELETE /sessao', 'POST /sessao/encerrar-todas']);

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function call(client: PainelClient, route: string, lojaId = SOME_ID) {
  const [method = '', path = ''] = route.split(' ');
  const body = method === 'POST' || method === 'PUT' ? {} : undefined;
  const id = OWN_STORE.has(route) ? lojaId : SOME_ID;
  return client.request(method, path.replace(':id', id), body === undefined ? {} : { body });
}

describeEachDatabase('console roles', (database) => {
  const painel = usePainelApp(database);

  it('has a line of the matrix for every console route the app serves', () => {
    const prefix = painel.api.config.painel.apiPrefix;
    const served = servedRoutes(painel.api.app)
      .filter((route) => route.includes(` ${prefix}/`))
      .map((route) => route.replace(` ${prefix}/`, ' /'))
      .sort();
    expect(served).toEqual(Object.keys(MATRIX).sort());
  });

  it('answers 401 to every guarded route without a session', async () => {
    const client = painel.client();
    for (const [route, access] of Object.entries(MATRIX)) {
      if (access === 'publico') continue;
      const answer = await call(client, route);
      expect(answer.status, route).toBe(401);
      expect(answer.envelope.message, route).toBe(painelMessages.unauthorized);
    }
  });

  it('lets each allowed role through and refuses every other with 403', async () => {
    const { id: lojaId } = await painel.api.app.database.db
      .insertInto('lojas')
      .values({ nome: 'Loja da matriz', chave_hash: 'matriz' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const operadores = new Map<Papel, TestOperador>();
    for (const papel of EVERY_ROLE) {
      operadores.set(papel, await painel.operador(papel, papel === 'loja' ? { lojaId } : {}));
    }
    const sessions = new Map<Papel, PainelClient>();
    const session = async (papel: Papel) => {
      const operador = operadores.get(papel);
      if (!operador) throw new Error(papel);
      const client = sessions.get(papel) ?? (await painel.signIn(operador));
      sessions.set(papel, client);
      return client;
    };
    // The calls that end a session last, so each role signs in as few times as it can.
    const routes = Object.entries(MATRIX).sort(
      ([a], [b]) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)),
    );
    for (const [route, access] of routes) {
      if (access === 'publico') continue;
      for (const papel of EVERY_ROLE) {
        const answer = await call(await session(papel), route, lojaId);
        const where = `${route} as ${papel}: ${String(answer.status)} ${answer.text.slice(0, 120)}`;
        if (access.includes(papel)) {
          expect([401, 403], where).not.toContain(answer.status);
          expect(answer.status, where).toBeLessThan(500);
          if (ENDS_SESSION.has(route)) sessions.delete(papel);
        } else {
          expect(answer.status, where).toBe(403);
          expect(answer.envelope.message, where).toBe(painelMessages.forbidden);
        }
      }
    }
  });
});

it('stops the app from starting when a console route has no guard', async () => {
  const app = Fastify();
  // An async plugin, so the guard's refusal is the plugin's failure rather than an uncaught throw.
  void app.register(async (scope) => {
    guardPainelRoutes(scope);
    scope.get('/sem-guarda', () => 'aberta');
    await Promise.resolve();
  });
  await expect(app.ready()).rejects.toThrow(/painelAcesso/);
  await app.close();
});
