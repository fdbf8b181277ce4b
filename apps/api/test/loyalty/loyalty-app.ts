// The API as the loyalty suites use it: the accounts harness (registered, logged-in customers) plus
// partner stores created like `npm run loja:criar` does and a plain-JSON partner client (purchases
// come from @fidelidade/test-kit).
import type { Envelope } from '@fidelidade/domain/contracts/envelope';
import { storeName } from '@fidelidade/test-kit/purchases';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { useAccountsApp, type AccountsHarness } from '../accounts/accounts-app.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

export interface PartnerResponse<T> {
  status: number;
  headers: Headers;
  envelope: Envelope<T>;
}

export interface PartnerClient {
  post<T = unknown>(path: string, body?: unknown): Promise<PartnerResponse<T>>;
}

export interface Store {
  id: string;
  nome: string;
  chave: string;
  client: PartnerClient;
}

export interface LoyaltyHarness extends AccountsHarness {
  /** A new store with its key (a unique name unless given). */
  store(nome?: string): Promise<Store>;
  /** A client of the partner API sending `key` (or nothing) as the bearer token. */
  partner(key?: string): PartnerClient;
}

/** A client of `api`'s partner API sending `key` (or nothing) as the bearer token. */
export function partnerClient(api: TestApp, key?: string): PartnerClient {
  return {
    async post<T>(path: string, body?: unknown) {
      const headers: Record<string, string> = {};
      if (key !== undefined) headers.Authorization = `Bearer ${key}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${api.baseUrl}${api.config.partnerPrefix}${path}`, {
        method: 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return {
        status: response.status,
        headers: response.headers,
        envelope: (await response.json()) as Envelope<T>,
      };
    },
  };
}

export function useLoyaltyApp(
  database: DatabaseKind,
  config: Partial<Config> | (() => Partial<Config>) = {},
): LoyaltyHarness {
  const h = useAccountsApp(database, config);
  const partner = (key?: string) => partnerClient(h.api, key);
  return {
    ...h,
    api: h.api,
    partner,
    async store(nome = storeName()) {
      const loja = await createLoja(h.api.app.database.db, nome);
      return { ...loja, client: partner(loja.chave) };
    },
  };
}
