// What the bench's API process seeds before it listens: a store and its key, the customer whose
// statement is read (50 entries, recorded through the partner API's own code, within the last 12
// months), and the customers the purchase cases spread over (so row locks do not serialize them).
import type { Kysely } from 'kysely';
import { sequentialCpf } from '@fidelidade/test-kit/cpf';
import type { PasswordHasher } from '../../apps/api/src/auth/passwords.ts';
import type { DatabaseSchema } from '../../apps/api/src/db/schema.ts';
import { createLoja } from '../../apps/api/src/partner/lojas-repository.ts';
import { ProgrammeRulesBook } from '../../apps/api/src/loyalty/programme-rules.ts';
import { recordPurchase } from '../../apps/api/src/partner/purchases.ts';

export const STATEMENT_ENTRIES = 50;
const DAY_MS = 86_400_000;
const CHUNK = 500;

export interface Fixtures {
  storeKey: string;
  email: string;
  password: string;
  /** sequentialCpf(1) … sequentialCpf(customers) exist; sequentialCpf(0) is the statement customer. */
  customers: number;
}

/** The statement customer's login: the same in every seeded database. */
export const BENCH_EMAIL = 'bench-0@fidelidade.test';
export const BENCH_PASSWORD = 'Senha-de-bench-1';

function cliente(index: number, senhaHash: string) {
  return {
    nome: `Cliente Bench ${String(index)}`,
    cpf: sequentialCpf(index),
    celular: `119${String(index).padStart(8, '0')}`,
    email: `bench-${String(index)}@fidelidade.test`,
    senha_hash: senhaHash,
    data_nascimento: null,
  };
}

export async function seedFixtures(
  db: Kysely<DatabaseSchema>,
  passwords: PasswordHasher,
  customers: number,
): Promise<Fixtures> {
  const senhaHash = await passwords.hash(BENCH_PASSWORD);
  const loja = await createLoja(db, 'Loja Bench');
  for (let start = 0; start <= customers; start += CHUNK) {
    const rows = [];
    for (let i = start; i < Math.min(start + CHUNK, customers + 1); i++)
      rows.push(cliente(i, senhaHash));
    await db.insertInto('clientes').values(rows).execute();
  }
  const now = Date.now();
  const rules = new ProgrammeRulesBook(db);
  for (let k = 0; k < STATEMENT_ENTRIES; k++) {
    await recordPurchase(db, rules, loja.id, {
      cpf: sequentialCpf(0),
      valor: 1_000 + k * 37,
      // Every 6 days back from an hour ago: 50 entries span about 10 months, all inside meses=12.
      dataHora: new Date(now - 3_600_000 - k * 6 * DAY_MS),
      idCompraLoja: `extrato-${String(k)}`,
    });
  }
  return { storeKey: loja.chave, email: BENCH_EMAIL, password: BENCH_PASSWORD, customers };
}
