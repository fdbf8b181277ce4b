// Partner stores: created with a fresh key (returned once), found by key hash, revoked by id or name.
import type { Executor } from '../db/executor.ts';
import { namedStatement, runNamed } from '../db/named-statements.ts';
import { hashStoreKey, newStoreKey } from './store-keys.ts';

export interface Loja {
  id: string;
  nome: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class StoreNameTakenError extends Error {
  constructor(nome: string) {
    super(`Já existe uma loja chamada "${nome}".`);
    this.name = 'StoreNameTakenError';
  }
}

/** Creates a store; the key in the answer is the only copy there will ever be. */
export async function createLoja(db: Executor, nome: string): Promise<Loja & { chave: string }> {
  const existing = await db
    .selectFrom('lojas')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['nome']), '=', nome.toLowerCase()))
    .executeTakeFirst();
  if (existing) throw new StoreNameTakenError(nome);
  const chave = newStoreKey();
  const loja = await db
    .insertInto('lojas')
    .values({ nome, chave_hash: hashStoreKey(chave) })
    .returning(['id', 'nome'])
    .executeTakeFirstOrThrow();
  return { ...loja, chave };
}

/** The store whose key has this hash ($1), unless revoked: every partner call runs it. */
const LOJA_BY_KEY_HASH = namedStatement<Loja>(
  'loja_por_chave',
  'select id, nome from lojas where chave_hash = $1 and revogada_em is null',
);

/** The store a key belongs to, unless the key is unknown or revoked. */
export async function findLojaByKey(db: Executor, chave: string): Promise<Loja | undefined> {
  return (await runNamed(db, LOJA_BY_KEY_HASH, [hashStoreKey(chave)])).rows[0];
}

/** Revokes the key of the store with this id or name; undefined when there is no such store. */
export async function revokeLoja(db: Executor, idOrName: string): Promise<Loja | undefined> {
  return db
    .updateTable('lojas')
    .set({ revogada_em: new Date() })
    .where((eb) =>
      UUID.test(idOrName)
        ? eb('id', '=', idOrName)
        : eb(eb.fn('lower', ['nome']), '=', idOrName.toLowerCase()),
    )
    .where('revogada_em', 'is', null)
    .returning(['id', 'nome'])
    .executeTakeFirst();
}
