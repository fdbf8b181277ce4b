// Statement answers as GET extrato and GET extrato/{id} give them (DESIGN decisions 6 and 15), each
// with overrides. Every one goes through its contract, so a contract change fails here, not in a
// screen that renders a shape the API no longer sends.
import {
  type CashbackMensal,
  type Extrato,
  cashbackMensalSchema,
  extratoSchema,
} from '@fidelidade/domain/contracts/extrato';
import {
  type ExtratoDetalhe,
  extratoDetalheSchema,
} from '@fidelidade/domain/contracts/extrato-detalhe';
import { type Lancamento, lancamentoSchema } from '@fidelidade/domain/contracts/lancamento';
import { storeName, uniqueId } from '@fidelidade/test-kit/purchases';

/** A purchase of R$ 30,00 at 5% whose cashback is still pending. */
export function lancamento(overrides: Partial<Lancamento> = {}): Lancamento {
  return lancamentoSchema.parse({
    id: uniqueId('lanc'),
    tipo: 'compra',
    loja: storeName(),
    dataHora: '2026-11-23T13:52:00.000Z',
    valorCentavos: 3000,
    percentual: 5,
    cashbackCentavos: 150,
    situacao: 'pendente',
    descricao: null,
    ...overrides,
  });
}

/** Available cashback that expired unspent: no store, no rate, no state of its own. */
export function expiracao(overrides: Partial<Lancamento> = {}): Lancamento {
  return lancamento({
    tipo: 'expiracao',
    loja: null,
    valorCentavos: 1230,
    percentual: null,
    cashbackCentavos: -1230,
    situacao: null,
    ...overrides,
  });
}

/** A credit the brand's staff made by hand, with the text the customer sees. */
export function ajuste(overrides: Partial<Lancamento> = {}): Lancamento {
  return lancamento({
    tipo: 'ajuste',
    loja: null,
    valorCentavos: 2500,
    percentual: null,
    cashbackCentavos: 2500,
    situacao: null,
    descricao: 'Compensação pela compra não registrada',
    ...overrides,
  });
}

/** One entry with what the details page adds: the first purchase of November 2026, or an expiry. */
export function extratoDetalhe(overrides: Partial<ExtratoDetalhe> = {}): ExtratoDetalhe {
  const expiry = overrides.tipo === 'expiracao';
  return extratoDetalheSchema.parse({
    ...(expiry ? expiracao() : lancamento()),
    idLoja: uniqueId(),
    mes: '2026-11',
    posicaoNoMes: expiry ? null : 1,
    cancelada: false,
    dataCompra: null,
    linkAvaliacao: null,
    avaliacao: null,
    ...overrides,
  });
}

/** A month without any movement. */
export function cashbackMensal(mes: string, overrides: Partial<CashbackMensal> = {}) {
  return cashbackMensalSchema.parse({
    mes,
    cashbackCentavos: 0,
    ganhoCentavos: 0,
    estornadoCentavos: 0,
    resgatadoCentavos: 0,
    expiradoCentavos: 0,
    ajusteCreditoCentavos: 0,
    ajusteDebitoCentavos: 0,
    ...overrides,
  });
}

/** A level 1 customer's three-month statement with one pending purchase and nothing else due. */
export function extrato(overrides: Partial<Extrato> = {}): Extrato {
  return extratoSchema.parse({
    meses: 3,
    saldoCentavos: 0,
    pendenteCentavos: 150,
    dividaCentavos: 0,
    proximaLiberacao: { data: '2026-12-23', valorCentavos: 150 },
    proximaExpiracao: null,
    nivel: 1,
    comprasNoMes: 1,
    proximoNivel: 2,
    comprasParaProximoNivel: 1,
    cashbackPorMes: [
      cashbackMensal('2026-09'),
      cashbackMensal('2026-10'),
      cashbackMensal('2026-11', { cashbackCentavos: 150, ganhoCentavos: 150 }),
    ],
    lancamentos: [lancamento()],
    ...overrides,
  });
}
