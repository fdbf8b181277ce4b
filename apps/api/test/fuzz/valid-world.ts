// What the "one hostile value" suite needs for its requests to be valid in every other part: the app
// with generous limits (fuzz-app.ts), the day key, customers with live sessions, stores with their
// keys, and purchases already recorded (their store ids, rating hashes and ledger entries).
import { expect } from 'vitest';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { storeName, compra } from '@fidelidade/test-kit/purchases';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import type { DatabaseKind } from '../../src/db/database.ts';
import type { CompraResult } from '../../src/partner/contracts.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { encryptedClient, type HeldKey } from '../helpers/encrypted-client.ts';
import { buildFuzzApp, type FuzzApp } from './fuzz-app.ts';

const CUSTOMERS = 8;
const STORES = 3;
const PURCHASES_EACH = 2;

export interface RecordedPurchase {
  /** Index into `storeKeys`: the store that recorded it. */
  store: number;
  idCompraLoja: string;
  ratingHash: string;
}

export interface World {
  api: FuzzApp;
  held: HeldKey;
  /** Registered customers, each with a live session (`jwt`). */
  customers: Cliente[];
  storeKeys: string[];
  purchases: RecordedPurchase[];
  /** Each customer's ledger entry ids (same order as `customers`), for GET extrato/{id}. */
  entryIds: string[][];
}

export async function buildWorld(database: DatabaseKind): Promise<World> {
  const api = await buildFuzzApp(database);
  const client = encryptedClient(api.apiUrl);
  const customers: Cliente[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const response = await client.request<Cliente>('POST', '/cliente', {
      body: registrationPayload(),
    });
    expect(response.status).toBe(201);
    customers.push(response.envelope.data);
  }
  const storeKeys: string[] = [];
  for (let i = 0; i < STORES; i++) {
    const loja = await createLoja(api.app.database.db, storeName());
    storeKeys.push(loja.chave);
  }
  const purchases: RecordedPurchase[] = [];
  for (const [index, customer] of customers.entries()) {
    for (let i = 0; i < PURCHASES_EACH; i++) {
      const store = (index + i) % STORES;
      const body = compra(customer.cpf);
      const response = await api.app.inject({
        method: 'POST',
        url: `${api.config.partnerPrefix}/compras`,
        headers: { authorization: `Bearer ${storeKeys[store] ?? ''}` },
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      const { data } = response.json<{ data: CompraResult }>();
      const ratingHash = data.linkAvaliacao.split('/').at(-1) ?? '';
      purchases.push({ store, idCompraLoja: body.idCompraLoja, ratingHash });
    }
  }
  const entries = await api.app.database.db
    .selectFrom('lancamentos')
    .innerJoin('clientes', 'clientes.id', 'lancamentos.cliente_id')
    .select(['lancamentos.id', 'clientes.cpf'])
    .execute();
  return {
    api,
    held: await client.key(),
    customers,
    storeKeys,
    purchases,
    entryIds: customers.map((customer) =>
      entries.filter((entry) => entry.cpf === customer.cpf).map((entry) => entry.id),
    ),
  };
}
