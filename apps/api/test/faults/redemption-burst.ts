// Partner redemptions (POST {partner}/resgates, DESIGN decision 5) sent like the purchase bursts: each
// with its own store redemption id and its body kept, so the till can send it again unchanged.
import { randomBytes } from 'node:crypto';
import { postToPartner, type Answer, type Store } from '../scale/purchase-burst.ts';

export interface RedemptionBody {
  cpf: string;
  valor: number;
  idResgateLoja: string;
}

export interface RedemptionAttempt extends Answer {
  idResgateLoja: string;
  body: RedemptionBody;
}

export function newRedemption(cpf: string, valor: number): RedemptionBody {
  return { cpf, valor, idResgateLoja: `resgate-${randomBytes(6).toString('hex')}` };
}

export async function sendRedemption(
  store: Store,
  body: RedemptionBody,
): Promise<RedemptionAttempt> {
  const answer = await postToPartner(store, '/resgates', body);
  return { ...answer, idResgateLoja: body.idResgateLoja, body };
}
