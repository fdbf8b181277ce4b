// react-admin's data provider over the console's API. Lists page with `pagina`/`porPagina` and pass
// their filters through; the stores' key operations and the audit export are extra methods the
// screens call through useDataProvider(). Rules versions are named by their start month.
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { POR_PAGINA_MAX } from '@fidelidade/domain/contracts/painel/paginacao';
import { apiUrl, callApi, failureOf, send } from './api-client.ts';
import type { LojaComChave, LojaPainel, Operador, Pagina } from './types.ts';

type Filter = Record<string, string | number | undefined>;

function withIds(resource: string, itens: object[]): RaRecord[] {
  if (resource !== 'regras') return itens as RaRecord[];
  return itens.map((item) => ({ ...item, id: (item as { inicio: string }).inicio }));
}

const unsupported = (what: string) => () =>
  Promise.reject(new HttpError(`O painel não permite ${what}.`, 405));

async function listPage(resource: string, page: number, perPage: number, filter: Filter) {
  const { itens, total } = await callApi<Pagina<object>>('GET', `/${resource}`, {
    query: { ...filter, pagina: page, porPagina: perPage },
  });
  return { data: withIds(resource, itens), total };
}

export interface PainelDataProvider extends DataProvider {
  trocarChave(id: string): Promise<LojaComChave>;
  revogar(id: string): Promise<LojaPainel>;
  exportarAuditoria(filter: Filter): Promise<Blob>;
}

export const dataProvider: PainelDataProvider = {
  async getList(resource, { pagination, filter }) {
    const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
    const { data, total } = await listPage(resource, page, perPage, filter as Filter);
    return { data: data as never[], total };
  },
  // Only operators are opened one at a time (their edit form).
  async getOne(resource, { id }) {
    return { data: await callApi<never>('GET', `/${resource}/${String(id)}`) };
  },
  async getMany(resource, { ids }) {
    const { data } = await listPage(resource, 1, POR_PAGINA_MAX, {});
    return { data: data.filter((item) => ids.includes(item.id)) as never[] };
  },
  getManyReference: unsupported('esta consulta'),
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
  async exportarAuditoria(filter) {
    const response = await send('GET', apiUrl('/auditoria/exportar', filter));
    if (!response.ok) throw await failureOf(response);
    return response.blob();
  },
};
