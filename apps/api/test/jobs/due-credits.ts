// Cashback that has come due, for the scheduled jobs' tests: customers whose purchases were recorded by
// the partner API's own batch statement at the moment they were made, long enough ago that their
// carência, and for some of them their validity too, has run out since. Written straight into the
// database (thousands of customers in a few statements), before or beside the API that will run the
// jobs. One more customer can log in and is due before all the others: once their statement shows
// nothing pending, a run has begun and most of its work is still ahead (the rest of the first round
// of customers, the rounds after it, the expiries).
import { sequentialCpf } from '@fidelidade/test-kit/cpf';
import { VALID_PASSWORD, generateEmail } from '@fidelidade/test-kit/customers';
import { storeName } from '@fidelidade/test-kit/purchases';
import { PasswordHasher } from '../../src/auth/passwords.ts';
import type { Executor } from '../../src/db/executor.ts';
import { migrate } from '../../src/db/migrator.ts';
import { ProgrammeRulesBook } from '../../src/loyalty/programme-rules.ts';
import { insertPurchases } from '../../src/partner/batch-statement.ts';
import { BATCH_MAX } from '../../src/partner/contracts.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { testConfig } from '../helpers/test-config.ts';

const DAY_MS = 86_400_000;
/** Days past the carência (or the validity) each purchase is dated, so it is due however months fall. */
const MARGIN_DAYS = 10;
const LONGEST_MONTH_DAYS = 31;

export interface DueCredits {
  /** Credits due for release: every one recorded. */
  releases: number;
  /** Of those, the ones also past their validity: released and expired by the same run. */
  expiries: number;
  /** The customer released first (and expired later in the run), with what they log in with. */
  firstDue: { email: string; senha: string };
}

export interface SeedOptions {
  customers: number;
  /** Every how many customers one also has a purchase old enough to expire. */
  expiringEvery: number;
}

function customerRow(index: number, senhaHash = 'sem-senha') {
  return {
    nome: `Cliente ${String(index)}`,
    cpf: sequentialCpf(index),
    celular: `119${String(index).padStart(8, '0')}`,
    email: `ciclo-${String(index)}@fidelidade.test`,
    senha_hash: senhaHash,
    data_nascimento: null,
  };
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_MAX) {
    result.push(items.slice(start, start + BATCH_MAX));
  }
  return result;
}

/** Records one purchase per CPF, as the store would have at `when`. */
async function recordAt(db: Executor, lojaId: string, cpfs: readonly string[], when: Date) {
  const rules = await new ProgrammeRulesBook(db).rulesAt(when);
  for (const part of chunks(cpfs)) {
    const inputs = part.map((cpf, index) => ({
      cpf,
      valor: 3000 + index,
      dataHora: when,
      idCompraLoja: `ciclo-${cpf}-${String(when.getTime())}`,
    }));
    await insertPurchases(db, lojaId, inputs, rules, when);
  }
}

/** Migrates the database, then adds `customers` with due credits, and the one due first. */
export async function seedDueCredits(
  db: Executor,
  { customers, expiringEvery }: SeedOptions,
  now = new Date(),
): Promise<DueCredits> {
  await migrate(db);
  const indexes = Array.from({ length: customers }, (_, index) => index);
  for (const part of chunks(indexes)) {
    await db
      .insertInto('clientes')
      .values(part.map((index) => customerRow(index)))
      .execute();
  }
  const loja = await createLoja(db, storeName());
  const rules = await new ProgrammeRulesBook(db).currentRules(now);
  const cpfs = indexes.map((index) => sequentialCpf(index));
  const releaseAgeDays = rules.graceDays + MARGIN_DAYS;
  await recordAt(db, loja.id, cpfs, new Date(now.getTime() - releaseAgeDays * DAY_MS));
  const expiring = cpfs.filter((_, index) => index % expiringEvery === 0);
  const expiryAgeDays = rules.graceDays + rules.validityMonths * LONGEST_MONTH_DAYS + MARGIN_DAYS;
  await recordAt(db, loja.id, expiring, new Date(now.getTime() - expiryAgeDays * DAY_MS));

  const firstDue = { email: generateEmail(), senha: VALID_PASSWORD };
  const senhaHash = await new PasswordHasher(testConfig().argon2).hash(firstDue.senha);
  await db
    .insertInto('clientes')
    .values({ ...customerRow(customers, senhaHash), email: firstDue.email })
    .execute();
  // Older than every other purchase: released first, then expired with the others.
  const firstDueAt = new Date(now.getTime() - (expiryAgeDays + MARGIN_DAYS) * DAY_MS);
  await recordAt(db, loja.id, [sequentialCpf(customers)], firstDueAt);
  return {
    releases: cpfs.length + expiring.length + 1,
    expiries: expiring.length + 1,
    firstDue,
  };
}
