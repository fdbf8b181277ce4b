// POST compras/lote: up to 1,000 purchases, each checked and recorded on its own, each answered on its
// own (a bad item does not stop the others). Items run one after another: a retried batch is safe,
// since every item is idempotent on its idCompraLoja.
import { firstMessage } from '@fidelidade/domain/validation/first-message';
import type { Executor } from '../auth/sessions.ts';
import { ApiError } from '../http/envelope.ts';
import { compraSchema, type CompraResult } from './contracts.ts';
import { recordPurchase } from './purchases.ts';

export interface BatchItem {
  indice: number;
  idCompraLoja: string | null;
  status: 'success' | 'error';
  responseCode: number;
  message: string;
  data: CompraResult | null;
}

function storeIdOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || !('idCompraLoja' in item)) return null;
  return typeof item.idCompraLoja === 'string' ? item.idCompraLoja : null;
}

async function recordItem(db: Executor, lojaId: string, item: unknown, indice: number) {
  const idCompraLoja = storeIdOf(item);
  const parsed = compraSchema.safeParse(item);
  if (!parsed.success) {
    const message = firstMessage(parsed.error);
    return {
      indice,
      idCompraLoja,
      status: 'error',
      responseCode: 400,
      message,
      data: null,
    } as const;
  }
  try {
    const outcome = await recordPurchase(db, lojaId, parsed.data);
    return {
      indice,
      idCompraLoja,
      status: 'success',
      responseCode: outcome.statusCode,
      message: outcome.message,
      data: outcome.data,
    } as const;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      indice,
      idCompraLoja,
      status: 'error',
      responseCode: error.statusCode,
      message: error.message,
      data: null,
    } as const;
  }
}

export async function recordBatch(db: Executor, lojaId: string, items: readonly unknown[]) {
  const resultados: BatchItem[] = [];
  for (const [indice, item] of items.entries()) {
    resultados.push(await recordItem(db, lojaId, item, indice));
  }
  const count = (code: number) => resultados.filter((r) => r.responseCode === code).length;
  return {
    registradas: count(201),
    repetidas: count(200),
    comErro: resultados.filter((r) => r.status === 'error').length,
    resultados,
  };
}
