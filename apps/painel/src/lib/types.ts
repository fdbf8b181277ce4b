// The console API's data, as its routes answer it (camelCase JSON).
export const PAPEIS = ['administrador', 'atendimento', 'financeiro', 'loja'] as const;
export type Papel = (typeof PAPEIS)[number];

export interface Operador {
  id: string;
  nome: string;
  email: string;
  papel: Papel;
  lojaId: string | null;
  ativo: boolean;
  totpAtivo: boolean;
  criadoEm: string;
}

export interface LojaPainel {
  id: string;
  nome: string;
  criadaEm: string;
  revogadaEm: string | null;
  chaveAnteriorValidaAte: string | null;
  compras: number;
  valorCentavos: number;
}

export interface VersaoRegras {
  inicio: string;
  taxas: number[];
  niveis: number[];
  carencia: number;
  validade: number;
  vigente: boolean;
}

export interface Auditoria {
  id: string;
  operadorId: string;
  operadorNome: string;
  acao: string;
  entidade: string;
  registroId: string;
  ip: string;
  criadoEm: string;
}

/** A page of a list, as every list route answers. */
export interface Pagina<T> {
  itens: T[];
  total: number;
}

/** What sign-in and GET /sessao give: who is signed in and the token every write carries. */
export interface Sessao {
  operador: Operador;
  csrf: string;
}

export type PrimeiraEtapa =
  | { etapa: 'totp' }
  | { etapa: 'cadastro_totp'; segredo: string; otpauthUrl: string; qrCode: string };

export interface SessaoAberta extends Sessao {
  codigosRecuperacao?: string[];
}

export interface LojaComChave {
  loja: LojaPainel;
  chave: string;
}
