// react-admin's data provider over the console's API. Lists page with `pagina`/`porPagina` and pass
// their filters through; a customer's statement, ratings, messages, sessions and notices are lists
// referenced by the customer's id; a store operator's purchases are its own store's. The
// stores' key operations, the CSV exports and the support actions are extra methods the screens call
// through useDataProvider(). Rules versions are named by their start month, ratings by their purchase.
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { LOJA_NOME_MAX_LENGTH } from '@fidelidade/domain/contracts/painel/lojas';
import { POR_PAGINA_MAX } from '@fidelidade/domain/contracts/painel/paginacao';
import { apiUrl, callApi, failureOf, send } from './api-client.ts';
import { currentSession } from './session.ts';
import { supportMethods, type SupportMethods } from './support-methods.ts';
import type { LojaComChave, LojaPainel, Operador, Pagina } from './types.ts';

type Filter = Record<string, string | number | undefined>;

/** The search needs at least this many characters (the API refuses fewer). */
export const BUSCA_MIN = 2;

/** A customer's lists, each under `/clientes/:id/…`. */
export const CUSTOMER_LISTS = {
  extrato: 'extrato',
  avaliacoesCliente: 'avaliacoes',
  mensagens: 'mensagens',
  sessoes: 'sessoes',
  avisos: 'avisos',
} as const;

function withIds(resource: string, itens: object[]): RaRecord[] {
  if (resource === 'regras') {
    return itens.map((item) => ({ ...item, id: (item as { inicio: string }).inicio }));
  }
  if (resource === 'avaliacoes' || resource === 'avaliacoesCliente') {
    return itens.map((item) => ({ ...item, id: (item as { compraId: string }).compraId }));
  }
  return itens as RaRecord[];
}

/** The stores' names alone, which every role's filters offer (`GET /lojas/nomes`). */
export const STORE_NAMES = 'nomes-lojas';

/** The stores' names filtered by what was typed of one (the API takes up to a name's length). */
export const storeNameFilter = (nome: string) => ({ nome: nome.slice(0, LOJA_NOME_MAX_LENGTH) });
/** The operators a contact message may be assigned to, names only. */
export const INBOX_HANDLERS = 'responsaveis-mensagens';

/** Lists that are not resources of their own, and where they live. */
const NAME_LISTS: Record<string, string> = {
  [STORE_NAMES]: '/lojas/nomes',
  [INBOX_HANDLERS]: '/mensagens-contato/responsaveis',
};

/** Where a resource's list lives: a store operator's purchases are its store's. */
function listPath(resource: string): string {
  const names = NAME_LISTS[resource];
  if (names) return names;
  if (resource === 'compras') {
    const lojaId = currentSession()?.operador.lojaId ?? '';
    return `/lojas/${lojaId}/${resource}`;
  }
  return `/${resource}`;
}

const unsupported = (what: string) => () =>
  Promise.reject(new HttpError(`O painel não permite ${what}.`, 405));

async function listPage(
  path: string,
  resource: string,
  page: number,
  perPage: number,
  filter: Filter,
) {
  const { itens, total } = await callApi<Pagina<object>>('GET', path, {
    query: { ...filter, pagina: page, porPagina: perPage },
  });
  return { data: withIds(resource, itens), total };
}

export interface PainelDataProvider extends DataProvider, SupportMethods {
  trocarChave(id: string): Promise<LojaComChave>;
  revogar(id: string): Promise<LojaPainel>;
  /** A new password for an operator who lost phone and recovery codes; TOTP is enrolled again. */
  redefinirAcesso(id: string, senha: string): Promise<Operador>;
  /** A list's search as the CSV file of `/<resource>/exportar`. */
  exportarCsv(resource: string, filter: Filter): Promise<Blob>;
}

export const dataProvider: PainelDataProvider = {
  async getList(resource, { pagination, filter }) {
    const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
    const filters = filter as Filter;
    // The search box starts empty: nothing to ask until it holds enough to search by.
    if (resource === 'clientes' && String(filters.busca ?? '').trim().length < BUSCA_MIN) {
      return { data: [], total: 0 };
    }
    const path = listPath(resource);
    const { data, total } = await listPage(path, resource, page, perPage, filters);
    return { data: data as never[], total };
  },
  async getOne(resource, { id }) {
    return { data: await callApi<never>('GET', `/${resource}/${String(id)}`) };
  },
  async getMany(resource, { ids }) {
    // A filter's chosen store, by id: the brand may have more stores than a page holds.
    if (resource === STORE_NAMES) {
      const pages = await Promise.all(
        ids.map((id) => listPage(listPath(resource), resource, 1, 1, { id: String(id) })),
      );
      return { data: pages.flatMap((page) => page.data) as never[] };
    }
    const { data } = await listPage(listPath(resource), resource, 1, POR_PAGINA_MAX, {});
    return { data: data.filter((item) => ids.includes(item.id)) as never[] };
  },
  async getManyReference(resource, { id, pagination, filter }) {
    if (!(resource in CUSTOMER_LISTS)) return unsupported('esta consulta')();
    const list = CUSTOMER_LISTS[resource as keyof typeof CUSTOMER_LISTS];
    const { page, perPage } = pagination;
    const path = `/clientes/${String(id)}/${list}`;
    const { data, total } = await listPage(path, resource, page, perPage, filter as Filter);
    return { data: data as never[], total };
  },
  async create(resource, { data }) {
    const created = await callApi<object>('POST', `/${resource}`, { body: data });
    if (resource === 'lojas') {
      const { loja, chave } = created as LojaComChave;
      return { data: { ...loja, chave } as never };
    }
    return { data: withIds(resource, [created])[0] as never };
  },
  async update(resource, { id, data }) {
    const { nome, papel, lojaId, ativo } = data as Operador;
    const updated = await callApi<Operador>('PUT', `/${resource}/${String(id)}`, {
      body: { nome, papel, lojaId: lojaId || null, ativo },
    });
    return { data: updated as never };
  },
  updateMany: unsupported('alterar vários registros de uma vez'),
  delete: unsupported('apagar registros'),
  deleteMany: unsupported('apagar registros'),
  trocarChave(id) {
    return callApi<LojaComChave>('POST', `/lojas/${id}/chave`, { body: {} });
  },
  revogar(id) {
    return callApi<LojaPainel>('POST', `/lojas/${id}/revogar`, { body: {} });
  },
  redefinirAcesso(id, senha) {
    return callApi<Operador>('POST', `/operadores/${id}/acesso`, { body: { senha } });
  },
  async exportarCsv(resource, filter) {
    const response = await send('GET', apiUrl(`/${resource}/exportar`, filter));
    if (!response.ok) throw await failureOf(response);
    return response.blob();
  },
  ...supportMethods,
};
