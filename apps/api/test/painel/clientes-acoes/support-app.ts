// What the support suites share: the console's API (operators signed in with TOTP) and, on the same
// app, customers registered and served like the app does, and partner stores recording purchases.
import { expect } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { registrationPayload, type PessoaOverrides } from '@fidelidade/test-kit/customers';
import { storeName } from '@fidelidade/test-kit/purchases';
import type { Config } from '../../../src/config.ts';
import type { DatabaseKind } from '../../../src/db/database.ts';
import { createLoja } from '../../../src/partner/lojas-repository.ts';
import type { Registered } from '../../accounts/accounts-app.ts';
import { encryptedClient, type EncryptedClient } from '../../helpers/encrypted-client.ts';
import { partnerClient, type LoyaltyHarness, type Store } from '../../loyalty/loyalty-app.ts';
import { usePainelApp, type PainelHarness } from '../painel-app.ts';

export interface SupportHarness extends PainelHarness {
  /** The customers' app, like a new device. */
  app(): EncryptedClient;
  register(overrides?: PessoaOverrides): Promise<Registered>;
  store(): Promise<Store>;
  /** The customer's id, as the console names them. */
  idOf(cpf: string): Promise<string>;
  /** The same app as the loyalty suites' harness, for their helpers. */
  loyalty(): LoyaltyHarness;
}

export function useSupportApp(
  database: DatabaseKind,
  config: Partial<Config> = {},
): SupportHarness {
  const painel = usePainelApp(database, config);
  const app = () => encryptedClient(painel.api.apiUrl);
  const harness: SupportHarness = {
    ...painel,
    app,
    loyalty: () => ({
      api: painel.api,
      client: app,
      register: (overrides) => harness.register(overrides),
      store: () => harness.store(),
      partner: (key) => partnerClient(painel.api, key),
    }),
    async register(overrides = {}) {
      const payload = registrationPayload(overrides);
      const response = await app().request<Cliente>('POST', '/cliente', { body: payload });
      expect(response.status, response.envelope.message).toBe(201);
      return { user: response.envelope.data, senha: payload.dadosPessoais.senha, payload };
    },
    async store() {
      const loja = await createLoja(painel.api.app.database.db, storeName());
      return { ...loja, client: partnerClient(painel.api, loja.chave) };
    },
    async idOf(cpf) {
      const row = await painel.api.app.database.db
        .selectFrom('clientes')
        .select('id')
        .where('cpf', '=', cpf)
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
  return harness;
}
