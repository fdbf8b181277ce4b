// Which of the console's screens each role uses (the API enforces the same matrix on every route;
// here it only decides what the menu offers and which buttons a screen shows).
import type { Papel } from './types.ts';

export const RESOURCES = [
  'clientes',
  'ajustes',
  'reivindicacoes',
  'compras',
  'avaliacoes',
  'lojas',
  'regras',
  'operadores',
  'auditoria',
  'registro-protecao-dados',
  'mensagens-contato',
  'indicadores',
] as const;
export type Resource = (typeof RESOURCES)[number];

const READERS: Record<Resource, readonly Papel[]> = {
  clientes: ['administrador', 'atendimento', 'financeiro'],
  ajustes: ['administrador', 'atendimento', 'financeiro'],
  reivindicacoes: ['administrador', 'atendimento'],
  // A store's operator sees its own store's purchases, and its ratings (the API keeps it to them).
  compras: ['loja'],
  avaliacoes: ['administrador', 'atendimento', 'financeiro', 'loja'],
  lojas: ['administrador', 'financeiro'],
  regras: ['administrador', 'financeiro'],
  operadores: ['administrador'],
  auditoria: ['administrador'],
  'registro-protecao-dados': ['administrador'],
  'mensagens-contato': ['administrador', 'atendimento'],
  // A store's operator sees its own store's figures (the API gives it no other).
  indicadores: ['administrador', 'financeiro', 'loja'],
};

export function mayRead(papel: Papel | undefined, resource: Resource): boolean {
  return papel !== undefined && READERS[resource].includes(papel);
}

const has = (papel: Papel | undefined, ...papeis: Papel[]) =>
  papel !== undefined && papeis.includes(papel);

/** Every write of the console's stores, rules and operators is the administrator's. */
export function mayWrite(papel: Papel | undefined): boolean {
  return papel === 'administrador';
}

/** Ending sessions, deactivating, erasing, exporting a customer's data, deciding a CPF claim. */
export function mayActOnAccounts(papel: Papel | undefined): boolean {
  return has(papel, 'administrador', 'atendimento');
}

/** Asking for a manual adjustment. */
export function mayAdjust(papel: Papel | undefined): boolean {
  return has(papel, 'administrador', 'atendimento', 'financeiro');
}

/** Approving or rejecting another operator's adjustment. */
export function mayApprove(papel: Papel | undefined): boolean {
  return has(papel, 'administrador', 'financeiro');
}
