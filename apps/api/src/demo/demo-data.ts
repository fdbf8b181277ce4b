// Demo data for `npm start` on an empty embedded database (config DEMO_DATA; never in production or
// tests): a store, a customer, and a year of purchases recorded through the functions the partner
// API's routes call once a request is validated (the demo's purchases are older than PURCHASE_MAX_AGE
// lets a store send), with cashback in every state the customer can see (DESIGN decision 15):
// pending, available, spent in full and in part, expired, and cancelled both while pending and once
// released.
import type { FastifyInstance } from 'fastify';
import { monthKey } from '@fidelidade/domain/cashback/month';
import type { ProgrammeRules } from '@fidelidade/domain/cashback/rules';
import {
  addDays,
  addMonths as addCalendarMonths,
  saoPauloDate,
  startOfDay,
} from '@fidelidade/domain/crypto/sao-paulo-date';
import type { Executor } from '../db/executor.ts';
import { runLifecycle } from '../lifecycle/lifecycle.ts';
import { addMonths } from '../loyalty/months.ts';
import { cancelPurchase } from '../partner/cancellation.ts';
import type { CompraResult } from '../partner/contracts.ts';
import { createLoja } from '../partner/lojas-repository.ts';
import { recordPurchase } from '../partner/purchases.ts';
import { redeem } from '../partner/redemption.ts';

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
/** How long before now the expired purchases' cashback expired. */
const EXPIRED_DAYS_AGO = 20;
const HOUR_MS = 3_600_000;

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

/**
 * Two purchases whose cashback expired EXPIRED_DAYS_AGO days ago under `rules`: made the validade and
 * then the carência before that (a month short of a day only brings the expiry earlier).
 */
function expiredPurchaseTimes(rules: ProgrammeRules, now: Date): Date[] {
  const expiredOn = addDays(saoPauloDate(now), -EXPIRED_DAYS_AGO);
  const releasedOn = addCalendarMonths(expiredOn, -rules.validityMonths);
  const day = startOfDay(addDays(releasedOn, -rules.graceDays)).getTime();
  return [11, 16].map((hour) => new Date(day + hour * HOUR_MS));
}

/**
 * Spends the oldest available credit in full and half of the next, as a redemption spends them
 * (oldest expiry first), so the demo shows one credit used up and one partly spent.
 */
async function redeemOneAndAHalf(db: Executor, lojaId: string, clienteId: string): Promise<void> {
  const [oldest, next] = await db
    .selectFrom('creditos_cashback')
    .select('restante_centavos')
    .where('cliente_id', '=', clienteId)
    .where('estado', '=', 'disponivel')
    .orderBy('expira_em')
    .orderBy('id')
    .limit(2)
    .execute();
  if (!oldest || !next) throw new Error('the demo has fewer than two available credits');
  const valor = oldest.restante_centavos + Math.floor(next.restante_centavos / 2);
  await redeem(db, lojaId, { cpf: DEMO_CPF, valor, idResgateLoja: 'demo-resgate-1' });
}

/** Seeds the demo when the database has no customer and no store; null when it did nothing. */
export async function seedDemoData(
  app: FastifyInstance,
  now = new Date(),
): Promise<DemoData | null> {
  if (!(await isEmpty(app))) return null;
  const db = app.database.db;
  const loja = await createLoja(db, DEMO_STORE);
  const cliente = await db
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
    .returning('id')
    .executeTakeFirstOrThrow();
  const rules = await app.programmeRules.currentRules(now);
  const times = [...expiredPurchaseTimes(rules, now), ...purchaseTimes(now)];
  const recorded: CompraResult[] = [];
  for (const [index, dataHora] of times.entries()) {
    const valor = AMOUNTS[index % AMOUNTS.length] ?? 3000;
    const input = { cpf: DEMO_CPF, valor, dataHora, idCompraLoja: `demo-${index + 1}` };
    const { data } = await recordPurchase(db, app.programmeRules, loja.id, input, now);
    recorded.push(data);
  }
  // Purchases past their carência were released as they were recorded; the oldest have expired
  // since, and expire before anything below spends or takes back what is available.
  await runLifecycle(db, now);
  for (const situacao of ['pendente', 'disponivel'] as const) {
    const newest = recorded.findLast((compra) => compra.situacao === situacao);
    if (newest) await cancelPurchase(db, loja.id, newest.idCompraLoja);
  }
  await redeemOneAndAHalf(db, loja.id, cliente.id);
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
