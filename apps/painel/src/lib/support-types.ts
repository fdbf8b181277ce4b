// The customer-support data of the console API (customers, account actions, adjustments, CPF claims,
// a store's own purchases and ratings), from the contracts its routes validate with.
export type { SessoesEncerradas, ContaAtiva } from '@fidelidade/domain/contracts/painel/acoes';
export {
  AJUSTE_ESTADOS,
  AJUSTE_TIPOS,
  AJUSTE_VALOR_MAX,
  AJUSTE_VALOR_MIN,
  MOTIVO_PUBLICO_MAX,
  MOTIVO_PUBLICO_MIN,
  type Ajuste,
  type AjusteNovo,
} from '@fidelidade/domain/contracts/painel/ajustes';
export type {
  ClienteAviso,
  ClienteMensagem,
  ClientePainel,
  ClienteResumo,
  ClienteRevelado,
} from '@fidelidade/domain/contracts/painel/clientes';
export type { CompraDaLoja } from '@fidelidade/domain/contracts/painel/lojas-vendas';
export {
  REIVINDICACAO_ESTADOS,
  type Decisao,
  type Reivindicacao,
  type ReivindicacaoResumo,
  type ReivindicacaoRevelada,
} from '@fidelidade/domain/contracts/painel/reivindicacoes';

export type { Lancamento } from '@fidelidade/domain/contracts/lancamento';
/** The actions on an account that carry only a reason. */
export type AcaoCliente = 'encerrar-sessoes' | 'desativar' | 'reativar' | 'excluir';
