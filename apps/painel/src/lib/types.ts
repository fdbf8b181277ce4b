// The console API's data, from the contracts its routes validate with (packages/domain).
export type { Auditoria } from '@fidelidade/domain/contracts/painel/auditoria';
export type { LojaComChave, LojaPainel } from '@fidelidade/domain/contracts/painel/lojas';
export type { Operador } from '@fidelidade/domain/contracts/painel/operador';
export { PAPEIS, type Papel } from '@fidelidade/domain/contracts/painel/papeis';
export type { VersaoRegras } from '@fidelidade/domain/contracts/painel/regras';
export type {
  EntrarResposta as PrimeiraEtapa,
  Sessao,
  TotpResposta as SessaoAberta,
} from '@fidelidade/domain/contracts/painel/sessao';

/** A page of a list, as every list route answers. */
export interface Pagina<T> {
  itens: T[];
  total: number;
}
export type { RegistroProtecaoDados } from '@fidelidade/domain/contracts/painel/registro';
