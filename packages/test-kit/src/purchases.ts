// Partner stores and their purchases for tests (DESIGN decision 5): unique store names (the API refuses
// a second store of the same name) and unique store purchase ids (a repeated one is an idempotent retry).
import { randomHex } from './random.ts';

export const uniqueId = (prefix = 'pdv') => `${prefix}-${randomHex(6)}`;

/** A store name no other test uses. */
export function storeName(): string {
  return `Loja ${uniqueId('teste')}`;
}

/** The body of POST compras on the partner API. */
export interface CompraBody {
  cpf: string;
  /** Centavos. */
  valor: number;
  dataHora: string;
  idCompraLoja: string;
}

const DAY_MS = 86_400_000;

/** The instant `days` days before now, as dataHora takes it: a purchase a store reports late. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

/** A purchase of R$ 30,00 now (the spec's example amount), with a unique store id. */
export function compra(cpf: string, overrides: Partial<CompraBody> = {}): CompraBody {
  return {
    cpf,
    valor: 3000,
    dataHora: new Date().toISOString(),
    idCompraLoja: uniqueId(),
    ...overrides,
  };
}
