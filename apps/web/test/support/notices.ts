// Notices as GET avisos gives them (DESIGN decision 17), through their contract like the statement's.
import {
  type Aviso,
  type Avisos,
  avisoSchema,
  avisosSchema,
} from '@fidelidade/domain/contracts/avisos';
import { statementEntryPath } from '@fidelidade/domain/notices/cashback-notices';

/** An unread credit notice about one purchase. */
export function aviso(overrides: Partial<Aviso> = {}): Aviso {
  return avisoSchema.parse({
    id: crypto.randomUUID(),
    evento: 'credito',
    titulo: 'Você ganhou R$ 1,50 de cashback',
    texto: 'Sua compra rendeu R$ 1,50 de cashback, disponível para usar a partir de 23/12/2026.',
    criadoEm: '2026-11-23T13:52:00.000Z',
    lido: false,
    url: statementEntryPath(crypto.randomUUID()),
    ...overrides,
  });
}

/** The list with its unread count worked out from the notices. */
export function avisos(...list: Aviso[]): Avisos {
  return avisosSchema.parse({ naoLidos: list.filter((a) => !a.lido).length, avisos: list });
}
