// The console and the customers' app on one test app, as the adjustment suites use them: operators
// signed in to the console, customers registered through the encrypted client (their statement is
// what they see), stores sending purchases through the partner API.
import { expect } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import type { Ajuste, AjusteNovo } from '@fidelidade/domain/contracts/painel/ajustes';
import type { Papel } from '@fidelidade/domain/contracts/painel/papeis';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { compra, daysAgo, storeName } from '@fidelidade/test-kit/purchases';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { balancesOf } from '../loyalty/ledger-queries.ts';
import { partnerClient } from '../loyalty/loyalty-app.ts';
import { usePainelApp, type PainelClient, type PainelResponse } from '../painel/painel-app.ts';

export const THRESHOLD = 10_000;

export type Customer = Cliente & { id: string };

export const adjustment = (overrides: Partial<AjusteNovo> = {}): AjusteNovo => ({
  tipo: 'credito',
  valorCentavos: 2500,
  motivo: 'Compra de 12/11 não registrada pela loja',
  motivoPublico: 'Compensação pela compra não registrada',
  ...overrides,
});

export function useAdjustmentsApp(database: DatabaseKind, config: Partial<Config> = {}) {
  const painel = usePainelApp(database, {
    painel: {
      apiPrefix: '/painel/api',
      sessionIdleMs: 30 * 60_000,
      storeKeyGraceMs: 7 * 86_400_000,
      adjustmentApprovalThresholdCentavos: THRESHOLD,
    },
    ...config,
  });
  const db = () => painel.api.app.database.db;
  const customerClient = () => encryptedClient(painel.api.apiUrl);

  return {
    painel,
    db,
    /** A signed-in operator of `papel`. */
    async operator(papel: Papel) {
      const operador = await painel.operador(papel);
      return { operador, client: await painel.signIn(operador) };
    },
    async customer(): Promise<Customer> {
      const response = await customerClient().request<Cliente>('POST', '/cliente', {
        body: registrationPayload(),
      });
      expect(response.status).toBe(201);
      const cliente = response.envelope.data;
      const { id } = await db()
        .selectFrom('clientes')
        .select('id')
        .where('cpf', '=', cliente.cpf)
        .executeTakeFirstOrThrow();
      return { ...cliente, id };
    },
    customerClient,
    /** A purchase old enough to be available already; answers its cashback. */
    async availablePurchase(cpf: string, valor: number): Promise<number> {
      const loja = await createLoja(db(), storeName());
      const answer = await partnerClient(painel.api, loja.chave).post<{ cashbackCentavos: number }>(
        '/compras',
        compra(cpf, { valor, dataHora: daysAgo(40) }),
      );
      expect(answer.status).toBe(201);
      return answer.envelope.data.cashbackCentavos;
    },
    create(
      client: PainelClient,
      clienteId: string,
      body: unknown,
    ): Promise<PainelResponse<Ajuste>> {
      return client.request<Ajuste>('POST', `/clientes/${clienteId}/ajustes`, { body });
    },
    decide(client: PainelClient, id: string, decision: 'aprovar' | 'rejeitar') {
      return client.request<Ajuste>('POST', `/ajustes/${id}/${decision}`, {
        body: { motivo: 'Conferido com o cupom fiscal' },
      });
    },
    async statement(cliente: Cliente): Promise<Extrato> {
      const answer = await customerClient().request<Extrato>('GET', '/extrato?meses=3', {
        jwt: cliente.jwt,
      });
      expect(answer.status).toBe(200);
      return answer.envelope.data;
    },
    available: async (cliente: Cliente) =>
      (await balancesOf(painel.api.app, cliente.cpf)).disponivel,
    /** The audit lines naming the adjustment, oldest first. */
    audit: (id: string) =>
      db()
        .selectFrom('auditoria')
        .select(['acao', 'entidade', 'operador_id as operadorId', 'motivo'])
        .where('registro_id', '=', id)
        .orderBy('id')
        .execute(),
  };
}
