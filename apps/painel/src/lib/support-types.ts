// The customer-support data of the console API (customers, adjustments, CPF claims, a store's own
// purchases and ratings), as its routes answer them.
import type { Lancamento } from '@fidelidade/domain/contracts/lancamento';

export interface ClienteResumo {
  id: string;
  nome: string;
  cpfMascarado: string;
  emailMascarado: string | null;
  celularMascarado: string;
  ativo: boolean;
  criadoEm: string;
}

export interface ClientePainel extends ClienteResumo {
  dataNascimentoMascarada: string | null;
  emailConfirmado: boolean;
  celularConfirmado: boolean;
  nivel: number;
  comprasNoMes: number;
  saldo: {
    disponivelCentavos: number;
    pendenteCentavos: number;
    proximaExpiracao: { data: string; valorCentavos: number } | null;
  };
}

export interface ClienteRevelado {
  nome: string;
  cpf: string;
  email: string | null;
  celular: string;
  dataNascimento: string | null;
}

/** A statement entry; adjustments carry their public reason. */
export type LancamentoPainel = Omit<Lancamento, 'tipo'> & {
  tipo: Lancamento['tipo'] | 'ajuste';
  descricao?: string | null;
};

export interface AvisoCliente {
  id: string;
  evento: string;
  criadoEm: string;
  lidoEm: string | null;
  canais: string[];
}

export const AJUSTE_TIPOS = ['credito', 'debito'] as const;
export const AJUSTE_ESTADOS = ['aguardando_aprovacao', 'aplicado', 'rejeitado'] as const;

export interface Ajuste {
  id: string;
  clienteId: string;
  tipo: (typeof AJUSTE_TIPOS)[number];
  valorCentavos: number;
  motivo: string;
  motivoPublico: string;
  estado: (typeof AJUSTE_ESTADOS)[number];
  criadoPor: { id: string; nome: string };
  criadoEm: string;
  decididoPor: { id: string; nome: string } | null;
  decididoEm: string | null;
}

export interface NovoAjuste {
  tipo: Ajuste['tipo'];
  valorCentavos: number;
  motivo: string;
  motivoPublico: string;
}

export const REIVINDICACAO_ESTADOS = ['aberta', 'resolvida', 'rejeitada'] as const;

export interface ReivindicacaoResumo {
  id: string;
  cpfMascarado: string;
  emailMascarado: string;
  estado: (typeof REIVINDICACAO_ESTADOS)[number];
  criadaEm: string;
  confirmadaEm: string | null;
  titularId: string | null;
}

export interface Reivindicacao extends ReivindicacaoResumo {
  titular: {
    id: string;
    nome: string;
    emailMascarado: string;
    emailConfirmado: boolean;
    celularMascarado: string;
    celularConfirmado: boolean;
  } | null;
  contaDoRequerente: { id: string } | null;
  decisao: {
    decisao: 'resolvida' | 'rejeitada';
    motivo: string;
    operadorNome: string;
    decididaEm: string;
  } | null;
}

export interface ReivindicacaoRevelada {
  emailRequerente: string;
  titular: { email: string; celular: string } | null;
}

export interface CompraDaLoja {
  id: string;
  idCompraLoja: string;
  ocorridaEm: string;
  valorCentavos: number;
  cashbackCentavos: number;
  cpfMascarado: string | null;
  cancelada: boolean;
}

/** The actions on an account that carry only a reason. */
export type AcaoCliente = 'encerrar-sessoes' | 'desativar' | 'reativar' | 'excluir';
