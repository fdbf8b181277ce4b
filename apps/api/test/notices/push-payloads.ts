// A notice as a push carries it, for the push suites.
import { randomUUID } from 'node:crypto';
import type { PushPayload } from '../../src/outbox/messages.ts';

export function pushPayload(overrides: Partial<PushPayload> = {}): PushPayload {
  return {
    titulo: 'Cashback liberado',
    texto: 'R$ 12,34 já podem ser usados.',
    url: '/extrato',
    avisoId: randomUUID(),
    ...overrides,
  };
}
