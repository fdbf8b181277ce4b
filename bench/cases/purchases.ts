// Bodies of the partner purchase cases (DESIGN decision 5): every request a new idCompraLoja (a repeat
// would be an idempotent replay, not a purchase), spread over many customers so the per-customer
// balance lock does not turn the case into a queue on one row.
import { sequentialCpf } from '@fidelidade/test-kit/cpf';
import type { CompraBody } from '@fidelidade/test-kit/purchases';
import type { LoadCase } from '../lib/load.ts';

export interface PurchaseSource {
  next(): CompraBody;
}

export function purchaseSource(customers: number, tag: string): PurchaseSource {
  let count = 0;
  // A minute ago: a till's clock, never in the future.
  const dataHora = new Date(Date.now() - 60_000).toISOString();
  return {
    next() {
      count += 1;
      return {
        cpf: sequentialCpf(1 + (count % customers)),
        valor: 500 + (count % 9_000),
        dataHora,
        idCompraLoja: `${tag}-${String(count)}`,
      };
    },
  };
}

export function partnerHeaders(storeKey: string): Record<string, string> {
  return { Authorization: `Bearer ${storeKey}`, 'Content-Type': 'application/json' };
}

/** POST compras, one purchase a request, from `source`. */
export function purchaseLoad(
  partnerUrl: string,
  storeKey: string,
  source: PurchaseSource,
): LoadCase {
  return {
    url: `${partnerUrl}/compras`,
    method: 'POST',
    headers: partnerHeaders(storeKey),
    nextBody: () => JSON.stringify(source.next()),
  };
}

/** Posts once outside the load, so a broken route fails the run instead of printing a figure. */
export async function checkPost(url: string, headers: Record<string, string>, body: string) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const envelope = (await response.json()) as { data: unknown; message: string };
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`${url} answered ${String(response.status)}: ${envelope.message}`);
  }
  return envelope.data;
}
