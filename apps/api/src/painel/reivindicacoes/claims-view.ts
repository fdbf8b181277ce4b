// The CPF claims as support reads them: the proven ones only (a claim awaiting its code is nobody's
// business yet), the account holding the CPF now, the claimant's account when one has the claim's
// proven e-mail as its confirmed e-mail, and the decision. Personal data masked.
import type { Selectable } from 'kysely';
import type {
  Reivindicacao,
  ReivindicacaoResumo,
  ReivindicacoesLista,
  ReivindicacoesQuery,
} from '@fidelidade/domain/contracts/painel/reivindicacoes';
import {
  celularMascarado,
  cpfMascarado,
  emailMascarado,
} from '@fidelidade/domain/contracts/painel/mascaras';
import type { ReivindicacoesCpfTable } from '../../claims/tables.ts';
import type { Executor } from '../../db/executor.ts';

type ClaimRow = Selectable<ReivindicacoesCpfTable>;
type SupportState = ReivindicacaoResumo['estado'];

function proven(db: Executor) {
  return db
    .selectFrom('reivindicacoes_cpf')
    .where('reivindicacoes_cpf.estado', '!=', 'aguardando_codigo');
}

function summaryOf(claim: ClaimRow, titularId: string | null): ReivindicacaoResumo {
  return {
    id: claim.id,
    cpfMascarado: cpfMascarado(claim.cpf),
    emailMascarado: emailMascarado(claim.email) ?? '',
    estado: claim.estado as SupportState,
    criadaEm: claim.criada_em.toISOString(),
    confirmadaEm: (claim.confirmada_em ?? claim.criada_em).toISOString(),
    titularId,
  };
}

/** The account holding the CPF now, if any. */
export function holderOf(db: Executor, cpf: string) {
  return db
    .selectFrom('clientes')
    .select([
      'id',
      'nome',
      'email',
      'celular',
      'email_confirmado_em',
      'celular_confirmado_em',
      'reservada_para',
    ])
    .where('cpf', '=', cpf)
    .executeTakeFirst();
}

/** The claimant's account: the one whose confirmed e-mail is the claim's proven e-mail. */
export function claimantAccountOf(db: Executor, email: string) {
  return db
    .selectFrom('clientes')
    .select(['id', 'cpf'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('email_confirmado_em', 'is not', null)
    .where('reservada_para', 'is', null)
    .executeTakeFirst();
}

export async function listClaims(
  db: Executor,
  { estado, pagina, porPagina }: ReivindicacoesQuery,
): Promise<ReivindicacoesLista> {
  let query = proven(db);
  if (estado) query = query.where('reivindicacoes_cpf.estado', '=', estado);
  const [rows, total] = await Promise.all([
    query
      .leftJoin('clientes', 'clientes.cpf', 'reivindicacoes_cpf.cpf')
      .selectAll('reivindicacoes_cpf')
      .select('clientes.id as titular_id')
      .orderBy('reivindicacoes_cpf.confirmada_em', 'desc')
      .orderBy('reivindicacoes_cpf.id', 'desc')
      .limit(porPagina)
      .offset((pagina - 1) * porPagina)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    itens: rows.map(({ titular_id: titularId, ...claim }) => summaryOf(claim, titularId)),
    total: total.total,
  };
}

/** A proven claim, locked for the caller's transaction when `lock`; undefined when there is none. */
export function findClaim(db: Executor, id: string, lock = false): Promise<ClaimRow | undefined> {
  const query = proven(db).selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function claimView(db: Executor, claim: ClaimRow): Promise<Reivindicacao> {
  const [holder, claimant, operador] = await Promise.all([
    holderOf(db, claim.cpf),
    claimantAccountOf(db, claim.email),
    claim.decidida_por
      ? db
          .selectFrom('operadores')
          .select('nome')
          .where('id', '=', claim.decidida_por)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    ...summaryOf(claim, holder?.id ?? null),
    titular: holder
      ? {
          id: holder.id,
          nome: holder.nome,
          emailMascarado: emailMascarado(holder.email),
          emailConfirmado: holder.email_confirmado_em !== null,
          celularMascarado: celularMascarado(holder.celular),
          celularConfirmado: holder.celular_confirmado_em !== null,
        }
      : null,
    contaDoRequerente: claimant ? { id: claimant.id } : null,
    decisao:
      claim.decidida_em && claim.motivo_decisao !== null
        ? {
            decisao: claim.estado === 'resolvida' ? 'resolvida' : 'rejeitada',
            motivo: claim.motivo_decisao,
            operadorNome: operador?.nome ?? null,
            decididaEm: claim.decidida_em.toISOString(),
          }
        : null,
  };
}
