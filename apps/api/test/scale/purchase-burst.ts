// Partner purchases (POST {partner}/compras, DESIGN decision 5) sent all at once, each with its own store
// purchase id, recording how each one ended and when. A purchase keeps its body, so a store can send it
// again exactly as before (the retry a till makes after a failure).
import { randomBytes } from 'node:crypto';
import type { Envelope } from '@fidelidade/domain/contracts/envelope';

export interface PurchaseBody {
  cpf: string;
  valor: number;
  dataHora: string;
  idCompraLoja: string;
}

export interface Answer {
  /** HTTP status, or undefined when the connection was refused or cut. */
  status: number | undefined;
  /** The envelope the API answered, when it answered one. */
  envelope: Envelope<unknown> | undefined;
  answeredAt: number;
}

export interface Attempt extends Answer {
  idCompraLoja: string;
  body: PurchaseBody;
}

export interface Store {
  /** The partner API's base, e.g. http://127.0.0.1:8080/parceiro/v1 */
  url: string;
  key: string;
}

export const isAcknowledged = (answer: Answer) =>
  answer.status !== undefined && answer.status >= 200 && answer.status < 300;

/** POSTs a JSON body to a partner route with the store's key. */
export function postToPartner(store: Store, path: string, body: unknown): Promise<Answer> {
  return fetch(`${store.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${store.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then(
    async (response) => {
      const text = await response.text();
      let envelope: Envelope<unknown> | undefined;
      try {
        envelope = JSON.parse(text) as Envelope<unknown>;
      } catch {
        envelope = undefined;
      }
      return { status: response.status, envelope, answeredAt: Date.now() };
    },
    () => ({ status: undefined, envelope: undefined, answeredAt: Date.now() }),
  );
}

export function newPurchase(cpf: string, valor = 3000, dataHora = new Date()): PurchaseBody {
  const idCompraLoja = `burst-${randomBytes(6).toString('hex')}`;
  return { cpf, valor, dataHora: dataHora.toISOString(), idCompraLoja };
}

/** Sends one purchase (a new one, or the same body again). */
export async function sendPurchase(store: Store, body: PurchaseBody): Promise<Attempt> {
  const answer = await postToPartner(store, '/compras', body);
  return { ...answer, idCompraLoja: body.idCompraLoja, body };
}

/** `count` purchases in flight together. */
export function purchaseWave(store: Store, cpf: string, count: number): Promise<Attempt>[] {
  return Array.from({ length: count }, () => sendPurchase(store, newPurchase(cpf)));
}
