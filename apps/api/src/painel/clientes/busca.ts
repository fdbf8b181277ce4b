// The console's customer search: what the operator typed decides the column (digits: the CPF or the
// phone; an @: the e-mail; anything else: the name, accents and case ignored), and each is a prefix
// match answered from an index (0046_painel_clientes.sql), ordered by name then id.
import { sql } from 'kysely';
import type { ClienteResumo } from '@fidelidade/domain/contracts/painel/clientes';
import {
  celularMascarado,
  cpfMascarado,
  emailMascarado,
} from '@fidelidade/domain/contracts/painel/mascaras';
import type { Paginacao } from '@fidelidade/domain/contracts/painel/paginacao';
import type { Executor } from '../../db/executor.ts';
import { nomeBusca } from '../../db/nome-busca.ts';

export type Criterio =
  | { campo: 'documento'; prefixo: string }
  | { campo: 'email'; prefixo: string }
  | { campo: 'nome'; prefixo: string };

/** A CPF or a phone as people write them: digits, with dots, dashes, brackets, spaces or a +. */
const DIGITS_WRITTEN = /^[\d\s.()/+-]*\d[\d\s.()/+-]*$/;

/** Which column a search looks in, and the prefix it looks for there. */
export function criterioDe(busca: string): Criterio {
  if (DIGITS_WRITTEN.test(busca)) {
    const digits = busca.replace(/\D/g, '');
    // A phone written with the country code: the table keeps the 11 national digits.
    const international = busca.startsWith('+') || digits.length > 11;
    const national = international && digits.startsWith('55') ? digits.slice(2) : digits;
    return { campo: 'documento', prefixo: national };
  }
  if (busca.includes('@')) return { campo: 'email', prefixo: busca.toLowerCase() };
  return { campo: 'nome', prefixo: nomeBusca(busca) };
}

/**
 * The first text after every text that starts with `prefix`, in byte order: the prefix with its last
 * character moved one up. `>= prefix and < this` is the prefix match an index can answer.
 */
export function prefixEnd(prefix: string): string {
  const last = prefix.length - 1;
  return prefix.slice(0, last) + String.fromCharCode(prefix.charCodeAt(last) + 1);
}

function matching(db: Executor, { campo, prefixo }: Criterio) {
  // A row a resolved CPF claim keeps for its claimant is nobody's account yet (claims/reserved-account.ts).
  const query = db.selectFrom('clientes').where('reservada_para', 'is', null);
  const end = prefixEnd(prefixo);
  if (campo === 'nome') {
    return query.where('nome_busca', '>=', prefixo).where('nome_busca', '<', end);
  }
  // ~>=~ and ~<~ compare byte by byte, as the text_pattern_ops indexes are ordered.
  const starts = (column: 'cpf' | 'celular' | 'email') =>
    sql<boolean>`(${sql.ref(column)} ~>=~ ${prefixo} and ${sql.ref(column)} ~<~ ${end})`;
  return query.where(
    campo === 'email' ? starts('email') : sql<boolean>`(${starts('cpf')} or ${starts('celular')})`,
  );
}

/** The page of customers the search finds, as the console lists them (masked), and how many in all. */
export function searchQueries(db: Executor, criterio: Criterio, { pagina, porPagina }: Paginacao) {
  return {
    page: matching(db, criterio)
      .select(['id', 'nome', 'cpf', 'email', 'celular', 'ativo', 'criado_em'])
      .orderBy('nome_busca')
      .orderBy('id')
      .offset((pagina - 1) * porPagina)
      .limit(porPagina),
    total: matching(db, criterio).select((eb) => eb.fn.countAll<number>().as('total')),
  };
}

export async function searchClientes(
  db: Executor,
  busca: string,
  paginacao: Paginacao,
): Promise<{ itens: ClienteResumo[]; total: number }> {
  const queries = searchQueries(db, criterioDe(busca), paginacao);
  const [rows, { total }] = await Promise.all([
    queries.page.execute(),
    queries.total.executeTakeFirstOrThrow(),
  ]);
  return {
    itens: rows.map((row) => ({
      id: row.id,
      nome: row.nome,
      cpfMascarado: cpfMascarado(row.cpf),
      emailMascarado: emailMascarado(row.email),
      celularMascarado: celularMascarado(row.celular),
      ativo: row.ativo,
      criadoEm: row.criado_em.toISOString(),
    })),
    total,
  };
}
