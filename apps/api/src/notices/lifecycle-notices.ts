// "Seu cashback foi liberado" and "Seu cashback expirou" (DESIGN decision 17): written by the release
// and the expiry in the transaction that changes the credits, one notice per customer and run. The key
// is the run's first credit of that customer, so a run repeated after a crash writes nothing twice.
import { saoPauloDate } from '@fidelidade/domain/crypto/sao-paulo-date';
import {
  expiredNotice,
  releasedNotice,
  STATEMENT_PATH,
  statementEntryPath,
} from '@fidelidade/domain/notices/cashback-notices';
import type { NewNotice } from './notices-repository.ts';

export interface ReleasedCredit {
  id: string;
  cliente_id: string;
  /** What became available (a debt paid first takes the rest). */
  availableCentavos: number;
}

export interface ExpiredCredit {
  credito_id: string;
  cliente_id: string;
  /** The expiry's statement entry. */
  lancamento_id: string;
  valorCentavos: number;
  expira_em: Date;
}

/** Groups by customer, in the order given (the first item of each group keys its notice). */
function byCustomer<T extends { cliente_id: string }>(items: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.cliente_id);
    if (group) group.push(item);
    else groups.set(item.cliente_id, [item]);
  }
  return [...groups.values()];
}

export function releaseNotices(credits: readonly ReleasedCredit[]): NewNotice[] {
  return byCustomer(credits).flatMap(([first, ...rest]) => {
    if (!first) return [];
    const total = [first, ...rest].reduce((sum, credit) => sum + credit.availableCentavos, 0);
    // All of it settled a debt: nothing became available, so there is nothing to announce.
    if (total === 0) return [];
    return [
      {
        cliente_id: first.cliente_id,
        evento: 'liberacao' as const,
        chave: first.id,
        url: STATEMENT_PATH,
        ...releasedNotice(total),
      },
    ];
  });
}

export function expiryNotices(credits: readonly ExpiredCredit[]): NewNotice[] {
  return byCustomer(credits).flatMap(([first, ...rest]) => {
    if (!first) return [];
    const total = [first, ...rest].reduce((sum, credit) => sum + credit.valorCentavos, 0);
    return [
      {
        cliente_id: first.cliente_id,
        evento: 'expirado' as const,
        chave: first.credito_id,
        url: statementEntryPath(first.lancamento_id),
        ...expiredNotice(total, saoPauloDate(first.expira_em).iso),
      },
    ];
  });
}
