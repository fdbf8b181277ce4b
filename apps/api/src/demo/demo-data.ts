// Demo data for `npm start` on an empty embedded database (config DEMO_DATA; never in production or
// tests): a store, a customer, and a year of purchases recorded through the same rules as the partner
// API, with a cancellation and a redemption, so the statement has something to show.
import type { FastifyInstance } from 'fastify';
import { monthKey } from '@fidelidade/domain/cashback/month';
import { cancelPurchase } from '../partner/cancellation.ts';
import { createLoja } from '../partner/lojas-repository.ts';
import { recordPurchase } from '../partner/purchases.ts';
import { redeem } from '../partner/redemption.ts';
import { addMonths } from '../loyalty/months.ts';

export const DEMO_LOGIN = { email: 'demo@exemplo.com.br', senha: 'Demo1234' } as const;
const DEMO_CPF = '52998224725';
const DEMO_STORE = 'Loja Demonstração';

export interface DemoData {
  email: string;
  senha: string;
  loja: string;
  chave: string;
}

// Purchases per month, oldest first (12 months ending with the current one), and amounts to cycle.
const PURCHASES_PER_MONTH = [2, 1, 3, 4, 2, 5, 1, 3, 4, 2, 6, 3];
const AMOUNTS = [3000, 8990, 4550, 12_000, 2590, 19_900, 6400];

async function isEmpty(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db;
  const [clientes, lojas] = await Promise.all([
    db.selectFrom('clientes').select('id').limit(1).execute(),
    db.selectFrom('lojas').select('id').limit(1).execute(),
  ]);
  return clientes.length === 0 && lojas.length === 0;
}

/** The purchase times: past months on spread-out days; this month in the hours before `now`. */
function purchaseTimes(now: Date): Date[] {
  const current = monthKey(now);
  return PURCHASES_PER_MONTH.flatMap((count, index) => {
    const back = PURCHASES_PER_MONTH.length - 1 - index;
    return Array.from({ length: count }, (_, i) => {
      if (back === 0) return new Date(now.getTime() - (count - i) * 3_600_000);
      const day = String(3 + i * 4).padStart(2, '0');
      return new Date(`${addMonths(current, -back)}-${day}T${10 + i}:30:00-03:00`);
    });
  });
}

/** Seeds the demo when the database has no customer and no store; null when it did nothing. */
export async function seedDemoData(
  app: FastifyInstance,
  now = new Date(),
): Promise<DemoData | null> {
  if (!(await isEmpty(app))) return null;
  const db = app.database.db;
  const loja = await createLoja(db, DEMO_STORE);
  await db
    .insertInto('clientes')
    .values({
      nome: 'Maria Demonstração',
      cpf: DEMO_CPF,
      celular: '11987654321',
      email: DEMO_LOGIN.email,
      senha_hash: await app.passwords.hash(DEMO_LOGIN.senha),
      data_nascimento: null,
      // Proven, so the demo login is never released to someone who registers its e-mail
      // (accounts/email-release.ts).
      email_confirmado_em: now,
    })
    .execute();
  const times = purchaseTimes(now);
  for (const [index, dataHora] of times.entries()) {
    const valor = AMOUNTS[index % AMOUNTS.length] ?? 3000;
    await recordPurchase(db, app.programmeRules, loja.id, {
      cpf: DEMO_CPF,
      valor,
      dataHora,
      idCompraLoja: `demo-${index + 1}`,
    });
  }
  await cancelPurchase(db, loja.id, `demo-${times.length - 4}`);
  await redeem(db, loja.id, { cpf: DEMO_CPF, valor: 2000, idResgateLoja: 'demo-resgate-1' });
  return { ...DEMO_LOGIN, loja: loja.nome, chave: loja.chave };
}

/** What `npm start` prints about the demo. */
export function demoBanner(demo: DemoData, partnerUrl: string): string {
  return [
    '  Dados de demonstração criados (DEMO_DATA):',
    `    Login do cliente: ${demo.email} / ${demo.senha}`,
    `    Loja "${demo.loja}", chave da API de parceiros (${partnerUrl}): ${demo.chave}`,
    '',
  ].join('\n');
}
