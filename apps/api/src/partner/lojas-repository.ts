// Partner stores: created with a fresh key (returned once), found by key hash, given a new key with
// the previous one kept for a grace period, revoked by id or name, and listed for the operator console
// with their purchases of the month.
import { sql } from 'kysely';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { consoleStoreMessages } from '@fidelidade/domain/messages';
import type {
  LojaComChave,
  LojaNome,
  LojaPainel,
  LojasLista,
  LojasNomesQuery,
} from '@fidelidade/domain/contracts/painel/lojas';
import type { Paginacao } from '@fidelidade/domain/contracts/painel/paginacao';
import type { Executor } from '../db/executor.ts';
import { namesPage } from '../db/names-page.ts';
import { namedStatement, runNamed } from '../db/named-statements.ts';
import { ACCENTED, PLAIN, nomeBusca } from '../db/nome-busca.ts';
import { hashStoreKey, newStoreKey } from './store-keys.ts';

export interface Loja {
  id: string;
  nome: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class StoreNameTakenError extends Error {
  constructor(nome: string) {
    super(consoleStoreMessages.storeNameTaken(nome));
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

/**
 * The store whose current key has this hash ($1), or whose previous key does until its grace ends
 * ($2, the time now), unless revoked: every partner call runs it. Each branch of the `or` is a probe
 * of its own unique index.
 */
const LOJA_BY_KEY_HASH = namedStatement<Loja>(
  'loja_por_chave',
  `select id, nome from lojas
  where (chave_hash = $1 or (chave_anterior_hash = $1 and chave_anterior_expira_em > $2))
    and revogada_em is null`,
);

/** The store a key belongs to, unless the key is unknown, replaced past its grace, or revoked. */
export async function findLojaByKey(
  db: Executor,
  chave: string,
  now: Date = new Date(),
): Promise<Loja | undefined> {
  return (await runNamed(db, LOJA_BY_KEY_HASH, [hashStoreKey(chave), now])).rows[0];
}

/**
 * Gives the store with this id a new key; its current key keeps working for `graceMs` after `now`
 * (a previous key still in its grace stops at once). Undefined for an unknown or revoked store.
 */
export async function rotateLojaKey(
  db: Executor,
  id: string,
  graceMs: number,
  now: Date,
): Promise<LojaComChave | undefined> {
  if (!Number.isSafeInteger(graceMs) || graceMs < 0) {
    throw new RangeError(`Prazo inválido: ${graceMs}`);
  }
  if (!UUID.test(id)) return undefined;
  const chave = newStoreKey();
  const rotated = await db
    .updateTable('lojas')
    // The right-hand side reads the row as it was: the key being replaced.
    .set((eb) => ({
      chave_anterior_hash: eb.ref('chave_hash'),
      chave_anterior_expira_em: new Date(now.getTime() + graceMs),
      chave_hash: hashStoreKey(chave),
    }))
    .where('id', '=', id)
    .where('revogada_em', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!rotated) return undefined;
  const loja = await findLojaPainel(db, id, now);
  return loja && { loja, chave };
}

/** What revoking sets: no key works, the previous one included. */
function revocation(now: Date) {
  return { revogada_em: now, chave_anterior_hash: null, chave_anterior_expira_em: null };
}

/** Revokes the key of the store with this id or name; undefined when there is no such store. */
export async function revokeLoja(db: Executor, idOrName: string): Promise<Loja | undefined> {
  return db
    .updateTable('lojas')
    .set(revocation(new Date()))
    .where((eb) =>
      UUID.test(idOrName)
        ? eb('id', '=', idOrName)
        : eb(eb.fn('lower', ['nome']), '=', idOrName.toLowerCase()),
    )
    .where('revogada_em', 'is', null)
    .returning(['id', 'nome'])
    .executeTakeFirst();
}

/**
 * Revokes the store with this id, as the console shows it; a store already revoked is answered as it
 * is (revoked when it first was). Undefined when there is no such store.
 */
export async function revokeLojaById(
  db: Executor,
  id: string,
  now: Date = new Date(),
): Promise<LojaPainel | undefined> {
  if (!UUID.test(id)) return undefined;
  await db
    .updateTable('lojas')
    .set(revocation(now))
    .where('id', '=', id)
    .where('revogada_em', 'is', null)
    .execute();
  return findLojaPainel(db, id, now);
}

export interface LojasFiltro extends Paginacao {
  /** Only this store (an operator of the `loja` role sees their own). */
  lojaId?: string;
}

/**
 * One page of the stores, by name, each with its non-cancelled purchases of the São Paulo month of
 * `now` (the month the purchases count in: compras.mes). The volume is summed per store of the page
 * only, from the index on (loja_id, mes) that holds the amounts.
 */
export async function listLojasWithVolume(
  db: Executor,
  { pagina, porPagina, lojaId }: LojasFiltro,
  now: Date,
): Promise<LojasLista> {
  if (lojaId !== undefined && !UUID.test(lojaId)) return { itens: [], total: 0 };
  const mes = monthKey(now);
  const lojas = db
    .selectFrom('lojas')
    .$if(lojaId !== undefined, (query) => query.where('lojas.id', '=', lojaId ?? ''));
  const [rows, count] = await Promise.all([
    lojas
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('compras')
            .select((inner) => [
              inner.fn.countAll<number>().as('compras'),
              sql<number>`coalesce(sum(compras.valor_centavos), 0)`.as('valor_centavos'),
            ])
            .whereRef('compras.loja_id', '=', 'lojas.id')
            .where('compras.mes', '=', mes)
            .where('compras.cancelada_em', 'is', null)
            .as('volume'),
        (join) => join.onTrue(),
      )
      .select([
        'lojas.id',
        'lojas.nome',
        'lojas.criada_em',
        'lojas.revogada_em',
        'lojas.chave_anterior_expira_em',
        'volume.compras',
        'volume.valor_centavos',
      ])
      .orderBy(sql`lower(lojas.nome)`)
      .orderBy('lojas.id')
      .limit(porPagina)
      .offset((pagina - 1) * porPagina)
      .execute(),
    lojas.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    itens: rows.map((row) => ({
      id: row.id,
      nome: row.nome,
      criadaEm: row.criada_em.toISOString(),
      revogadaEm: row.revogada_em?.toISOString() ?? null,
      chaveAnteriorValidaAte:
        row.chave_anterior_expira_em && row.chave_anterior_expira_em > now
          ? row.chave_anterior_expira_em.toISOString()
          : null,
      compras: row.compras ?? 0,
      valorCentavos: row.valor_centavos ?? 0,
    })),
    total: count.total,
  };
}

/**
 * The stores' names, by name, a page at a time: only `lojaId`'s when given (a store operator's own),
 * only the one `id` when asked for, and only those whose name holds `nome`, accents and case ignored.
 */
export async function listLojaNomes(
  db: Executor,
  { pagina, porPagina, lojaId, id, nome }: LojasFiltro & Omit<LojasNomesQuery, keyof Paginacao>,
): Promise<{ itens: LojaNome[]; total: number }> {
  if (lojaId !== undefined && !UUID.test(lojaId)) return { itens: [], total: 0 };
  const part = nome ? nomeBusca(nome) : '';
  const lojas = db
    .selectFrom('lojas')
    .$if(lojaId !== undefined, (query) => query.where('lojas.id', '=', lojaId ?? ''))
    .$if(id !== undefined, (query) => query.where('lojas.id', '=', id ?? ''))
    .$if(part !== '', (query) =>
      query.where(sql<boolean>`strpos(lower(translate(nome, ${ACCENTED}, ${PLAIN})), ${part}) > 0`),
    );
  return namesPage(lojas, { pagina, porPagina });
}

/** One store as the console shows it, or undefined when there is no such store. */
export async function findLojaPainel(
  db: Executor,
  id: string,
  now: Date,
): Promise<LojaPainel | undefined> {
  return (await listLojasWithVolume(db, { pagina: 1, porPagina: 1, lojaId: id }, now)).itens[0];
}
