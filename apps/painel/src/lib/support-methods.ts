// The support actions' calls: each sends the operator's reason, which the API keeps in the audit
// trail beside the action.
import { callApi } from './api-client.ts';
import type {
  AcaoCliente,
  Ajuste,
  AjusteNovo,
  ClienteRevelado,
  ContaAtiva,
  Decisao,
  Reivindicacao,
  ReivindicacaoRevelada,
  SessoesEncerradas,
} from './support-types.ts';

export type RespostaAcao = Partial<SessoesEncerradas & ContaAtiva> | null;

export interface SupportMethods {
  revelarCliente(id: string, motivo: string): Promise<ClienteRevelado>;
  /** `{ encerradas }`, `{ ativo }`, or null for an erasure. */
  agirNoCliente(id: string, acao: AcaoCliente, motivo: string): Promise<RespostaAcao>;
  dadosDoCliente(id: string, motivo: string): Promise<unknown>;
  criarAjuste(clienteId: string, ajuste: AjusteNovo): Promise<Ajuste>;
  decidirAjuste(id: string, decisao: 'aprovar' | 'rejeitar', motivo: string): Promise<Ajuste>;
  revelarReivindicacao(id: string, motivo: string): Promise<ReivindicacaoRevelada>;
  decidirReivindicacao(id: string, decisao: Decisao, motivo: string): Promise<Reivindicacao>;
}

export const supportMethods: SupportMethods = {
  revelarCliente: (id, motivo) => callApi('POST', `/clientes/${id}/revelar`, { body: { motivo } }),
  agirNoCliente: (id, acao, motivo) =>
    callApi('POST', `/clientes/${id}/${acao}`, { body: { motivo } }),
  dadosDoCliente: (id, motivo) => callApi('POST', `/clientes/${id}/dados`, { body: { motivo } }),
  criarAjuste: (clienteId, ajuste) =>
    callApi('POST', `/clientes/${clienteId}/ajustes`, { body: ajuste }),
  decidirAjuste: (id, decisao, motivo) =>
    callApi('POST', `/ajustes/${id}/${decisao}`, { body: { motivo } }),
  revelarReivindicacao: (id, motivo) =>
    callApi('POST', `/reivindicacoes/${id}/revelar`, { body: { motivo } }),
  decidirReivindicacao: (id, decisao, motivo) =>
    callApi('POST', `/reivindicacoes/${id}/decisao`, { body: { decisao, motivo } }),
};
