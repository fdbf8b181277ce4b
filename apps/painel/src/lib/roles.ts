// Which of the console's screens each role uses (the API enforces the same matrix on every route;
// here it only decides what the menu offers).
import type { Papel } from './types.ts';

export const RESOURCES = ['lojas', 'regras', 'operadores', 'auditoria'] as const;
export type Resource = (typeof RESOURCES)[number];

const READERS: Record<Resource, readonly Papel[]> = {
  lojas: ['administrador', 'financeiro', 'loja'],
  regras: ['administrador', 'financeiro'],
  operadores: ['administrador'],
  auditoria: ['administrador'],
};

export function mayRead(papel: Papel | undefined, resource: Resource): boolean {
  return papel !== undefined && READERS[resource].includes(papel);
}

/** Every write of the console's stores, rules and operators is the administrator's. */
export function mayWrite(papel: Papel | undefined): boolean {
  return papel === 'administrador';
}
