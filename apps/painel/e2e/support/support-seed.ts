// What the support journeys find in place when the server starts (the embedded database is the
// server's alone once it runs): the store whose till posts their purchases and whose operator they
// sign in as, and, per width, an open CPF claim against an account holding that CPF, written to the
// tables as the API's claim tests do (the claimant's e-mail code is the customers' side, tested there).
import { randomUUID } from 'node:crypto';
import { generateCpf } from '@fidelidade/test-kit/cpf';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { withDatabase } from '../../../api/scripts/with-database.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { createLoja } from '../../../api/src/partner/lojas-repository.ts';
import { insertCliente } from '../../../api/test/helpers/cliente-row.ts';

export interface SupportStore {
  id: string;
  nome: string;
  /** The partner API's key of the store. */
  chave: string;
}

export interface SeededClaim {
  cpf: string;
  /** The claimant's proven e-mail. */
  email: string;
  titularNome: string;
}

export interface SupportSeed {
  store: SupportStore;
  claims: Record<'1280' | '768', SeededClaim>;
  /** Per width, a store only the dashboard's journey sells at, so its figures are known. */
  dashboardStores: Record<'1280' | '768', SupportStore>;
}

const CLAIM_LIFE_MS = 30 * 60_000;

export async function seedSupport(env: NodeJS.ProcessEnv): Promise<SupportSeed> {
  return withDatabase(loadConfig(env), async ({ db }) => {
    const loja = await createLoja(db, 'Loja do Suporte');
    const claims = {} as Record<'1280' | '768', SeededClaim>;
    for (const width of ['1280', '768'] as const) {
      const claim: SeededClaim = {
        cpf: generateCpf(),
        email: generateEmail(),
        titularNome: `Titular Reivindicado ${width === '1280' ? 'Largo' : 'Estreito'}`,
      };
      await insertCliente(db, { nome: claim.titularNome, cpf: claim.cpf });
      const now = new Date();
      await db
        .insertInto('reivindicacoes_cpf')
        .values({
          id: randomUUID(),
          cpf: claim.cpf,
          email: claim.email,
          estado: 'aberta',
          criada_em: now,
          expira_em: new Date(now.getTime() + CLAIM_LIFE_MS),
          confirmada_em: now,
          codigo_hash: null,
          codigo_expira_em: null,
        })
        .execute();
      claims[width] = claim;
    }
    const dashboardStores = {} as Record<'1280' | '768', SupportStore>;
    for (const width of ['1280', '768'] as const) {
      const { id, nome, chave } = await createLoja(db, `Loja dos Indicadores ${width}`);
      dashboardStores[width] = { id, nome, chave };
    }
    return { store: { id: loja.id, nome: loja.nome, chave: loja.chave }, claims, dashboardStores };
  });
}
