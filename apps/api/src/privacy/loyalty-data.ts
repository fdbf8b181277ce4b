// The loyalty side of GET meus_dados: balance, purchases (with the store's name), their cashback
// credits, redemptions, the cashback ledger, manual adjustments and the ratings. Only the customer's own rows; a store's
// key hash is never read.
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import type { Executor } from '../db/executor.ts';
import { entryColumns, toLancamento, withEntryDetails } from '../loyalty/entries.ts';
import { ratingLink } from '../loyalty/rating-hash.ts';

type LoyaltyData = Pick<
  MeusDados,
  'saldo' | 'compras' | 'creditos' | 'resgates' | 'lancamentos' | 'ajustes' | 'avaliacoes'
>;

async function balanceOf(db: Executor, clienteId: string): Promise<MeusDados['saldo']> {
  const row = await db
    .selectFrom('saldos')
    .select(['saldo_centavos', 'pendente_centavos', 'divida_centavos', 'atualizado_em'])
    .where('cliente_id', '=', clienteId)
    .executeTakeFirst();
  return {
    saldoCentavos: row?.saldo_centavos ?? 0,
    pendenteCentavos: row?.pendente_centavos ?? 0,
    dividaCentavos: row?.divida_centavos ?? 0,
    atualizadoEm: row ? row.atualizado_em.toISOString() : null,
  };
}

async function purchasesOf(db: Executor, clienteId: string): Promise<MeusDados['compras']> {
  const rows = await db
    .selectFrom('compras')
    .innerJoin('lojas', 'lojas.id', 'compras.loja_id')
    .select([
      'lojas.nome as loja',
      'compras.id_compra_loja',
      'compras.valor_centavos',
      'compras.ocorrida_em',
      'compras.mes',
      'compras.posicao_no_mes',
      'compras.percentual',
      'compras.cashback_centavos',
      'compras.nivel_apos',
      'compras.criada_em',
      'compras.cancelada_em',
      'compras.hash_avaliacao',
    ])
    .where('compras.cliente_id', '=', clienteId)
    .orderBy('compras.ocorrida_em')
    .orderBy('compras.id')
    .execute();
  return rows.map((row) => ({
    loja: row.loja,
    idCompraLoja: row.id_compra_loja,
    valorCentavos: row.valor_centavos,
    dataHora: row.ocorrida_em.toISOString(),
    mes: row.mes,
    posicaoNoMes: row.posicao_no_mes,
    percentual: row.percentual,
    cashbackCentavos: row.cashback_centavos,
    nivelApos: row.nivel_apos,
    registradaEm: row.criada_em.toISOString(),
    canceladaEm: row.cancelada_em ? row.cancelada_em.toISOString() : null,
    linkAvaliacao: ratingLink(row.hash_avaliacao),
  }));
}

/** Every credit, whatever its state; the opening credit of migration 0041 has no purchase. */
async function creditsOf(db: Executor, clienteId: string): Promise<MeusDados['creditos']> {
  const rows = await db
    .selectFrom('creditos_cashback as credito')
    .leftJoin('compras', 'compras.id', 'credito.compra_id')
    .leftJoin('lojas', 'lojas.id', 'compras.loja_id')
    .select([
      'lojas.nome as loja',
      'compras.id_compra_loja',
      'credito.creditado_centavos',
      'credito.restante_centavos',
      'credito.expirado_centavos',
      'credito.estado',
      'credito.libera_em',
      'credito.expira_em',
    ])
    .where('credito.cliente_id', '=', clienteId)
    .orderBy('credito.libera_em')
    .orderBy('credito.id')
    .execute();
  return rows.map((row) => ({
    loja: row.loja,
    idCompraLoja: row.id_compra_loja,
    creditadoCentavos: row.creditado_centavos,
    restanteCentavos: row.restante_centavos,
    expiradoCentavos: row.expirado_centavos,
    estado: row.estado,
    liberaEm: row.libera_em.toISOString(),
    expiraEm: row.expira_em.toISOString(),
  }));
}

async function redemptionsOf(db: Executor, clienteId: string): Promise<MeusDados['resgates']> {
  const rows = await db
    .selectFrom('resgates')
    .innerJoin('lojas', 'lojas.id', 'resgates.loja_id')
    .select([
      'lojas.nome as loja',
      'resgates.id_resgate_loja',
      'resgates.valor_centavos',
      'resgates.saldo_apos_centavos',
      'resgates.criado_em',
    ])
    .where('resgates.cliente_id', '=', clienteId)
    .orderBy('resgates.criado_em')
    .orderBy('resgates.id')
    .execute();
  return rows.map((row) => ({
    loja: row.loja,
    idResgateLoja: row.id_resgate_loja,
    valorCentavos: row.valor_centavos,
    saldoAposCentavos: row.saldo_apos_centavos,
    dataHora: row.criado_em.toISOString(),
  }));
}

async function ledgerOf(db: Executor, clienteId: string): Promise<MeusDados['lancamentos']> {
  const rows = await db
    .selectFrom('lancamentos')
    .$call(withEntryDetails)
    .select([...entryColumns, 'lancamentos.mes'])
    .where('lancamentos.cliente_id', '=', clienteId)
    .orderBy('lancamentos.ocorrido_em')
    .orderBy('lancamentos.id')
    .execute();
  return rows.map((row) => ({ ...toLancamento(row), mes: row.mes }));
}

/** Every adjustment, whatever its state, without the staff's internal reason or names. */
async function adjustmentsOf(db: Executor, clienteId: string): Promise<MeusDados['ajustes']> {
  const rows = await db
    .selectFrom('ajustes')
    .select(['tipo', 'valor_centavos', 'motivo_publico', 'estado', 'criado_em', 'decidido_em'])
    .where('cliente_id', '=', clienteId)
    .orderBy('criado_em')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    tipo: row.tipo,
    valorCentavos: row.valor_centavos,
    motivoPublico: row.motivo_publico,
    estado: row.estado,
    criadoEm: row.criado_em.toISOString(),
    decididoEm: row.decidido_em?.toISOString() ?? null,
  }));
}

async function ratingsOf(db: Executor, clienteId: string): Promise<MeusDados['avaliacoes']> {
  const rows = await db
    .selectFrom('avaliacoes')
    .innerJoin('compras', 'compras.id', 'avaliacoes.compra_id')
    .innerJoin('lojas', 'lojas.id', 'compras.loja_id')
    .select([
      'lojas.nome as loja',
      'compras.id_compra_loja',
      'avaliacoes.estrelas',
      'avaliacoes.comentario',
      'avaliacoes.criada_em',
    ])
    .where('compras.cliente_id', '=', clienteId)
    .orderBy('avaliacoes.criada_em')
    .orderBy('avaliacoes.compra_id')
    .execute();
  return rows.map((row) => ({
    loja: row.loja,
    idCompraLoja: row.id_compra_loja,
    estrelas: row.estrelas,
    comentario: row.comentario,
    avaliadaEm: row.criada_em.toISOString(),
  }));
}

export async function loyaltyDataOf(db: Executor, clienteId: string): Promise<LoyaltyData> {
  return {
    saldo: await balanceOf(db, clienteId),
    compras: await purchasesOf(db, clienteId),
    creditos: await creditsOf(db, clienteId),
    resgates: await redemptionsOf(db, clienteId),
    lancamentos: await ledgerOf(db, clienteId),
    ajustes: await adjustmentsOf(db, clienteId),
    avaliacoes: await ratingsOf(db, clienteId),
  };
}
