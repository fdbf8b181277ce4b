// What the programme tells a customer about their own cashback (DESIGN decision 17;
// docs/decisions/0016-service-notices.md): the events, the words of each notice (one title and one
// text, carried alike by the app's "Avisos", the push, the e-mail and the SMS), the path it opens,
// and when the expiry reminders fall due. Service notices, not marketing: the customer's own channel
// switches decide how they travel, with push and e-mail on until the customer says otherwise.
import { addDays, saoPauloDate, startOfDay } from '../crypto/sao-paulo-date.ts';
import { formatBrl } from '../money.ts';
import { cashbackRate, levelFor, type Level, type ProgrammeRules } from '../cashback/rules.ts';

export const NOTICE_EVENTS = [
  'credito',
  'liberacao',
  'expira_30',
  'expira_7',
  'expirado',
  'nivel',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export const NOTICE_CHANNELS = ['push', 'email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export type NoticeChannels = Record<NoticeChannel, boolean>;

/** The switches of a customer who never changed them. */
export const DEFAULT_NOTICE_CHANNELS: Readonly<NoticeChannels> = Object.freeze({
  push: true,
  email: true,
  sms: false,
});

/** Days before an expiry a reminder goes out, farthest first, each with its event. */
export const EXPIRY_REMINDERS = [
  { days: 30, event: 'expira_30' },
  { days: 7, event: 'expira_7' },
] as const satisfies readonly { days: number; event: NoticeEvent }[];

/** How many notices the app's list shows, newest first. */
export const NOTICE_LIST_SIZE = 50;

export interface NoticeText {
  titulo: string;
  texto: string;
}

/** The app path of a statement entry's details (route detalhes-fidelidade). */
export function statementEntryPath(lancamentoId: string): string {
  return `/detalhes-fidelidade?id=${encodeURIComponent(lancamentoId)}`;
}

/** The statement itself (route extrato-fidelidade). */
export const STATEMENT_PATH = '/extrato-fidelidade';

/** 'dd/mm/aaaa' of a São Paulo ISO date ('2026-12-25'). */
function brazilianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** A purchase credited cashback, released on `liberaEm` (São Paulo ISO date). */
export function creditedNotice(cashbackCentavos: number, liberaEm: string): NoticeText {
  const valor = formatBrl(cashbackCentavos);
  return {
    titulo: `Você ganhou ${valor} de cashback`,
    texto: `Sua compra rendeu ${valor} de cashback, disponível para usar a partir de ${brazilianDate(liberaEm)}.`,
  };
}

export function releasedNotice(cashbackCentavos: number): NoticeText {
  return {
    titulo: 'Seu cashback foi liberado',
    texto: `${formatBrl(cashbackCentavos)} de cashback já estão disponíveis para usar nas lojas.`,
  };
}

/** `days` before `expiraEm` (São Paulo ISO date), `cashbackCentavos` of available cashback expires. */
export function expiringNotice(
  days: number,
  cashbackCentavos: number,
  expiraEm: string,
): NoticeText {
  return {
    titulo: `Seu cashback expira em ${days} dias`,
    texto: `${formatBrl(cashbackCentavos)} do seu cashback expiram em ${brazilianDate(expiraEm)}. Use nas lojas antes disso.`,
  };
}

export function expiredNotice(cashbackCentavos: number, expirouEm: string): NoticeText {
  return {
    titulo: 'Seu cashback expirou',
    texto: `${formatBrl(cashbackCentavos)} de cashback expiraram em ${brazilianDate(expirouEm)} sem ser usados.`,
  };
}

/** The month's `posicao`-th purchase took the customer to `level`. */
export function levelUpNotice(rules: ProgrammeRules, level: Level, posicao: number): NoticeText {
  return {
    titulo: `Você chegou ao nível ${level}`,
    texto: `Com ${posicao} compras neste mês, sua próxima compra rende ${cashbackRate(rules, posicao + 1)}% de cashback.`,
  };
}

/** The level the month's `posicao`-th purchase reached, or null when it reached none. */
export function levelReachedAt(rules: ProgrammeRules, posicao: number): Level | null {
  const level = levelFor(rules, posicao);
  return level > levelFor(rules, posicao - 1) ? level : null;
}

/**
 * The expiry instants whose reminder of `days` is due at `now` and was not yet looked at: those after
 * `handledUpTo` (the end of the previous run's window; `now` on the first run) up to the start of the
 * São Paulo day `days` days ahead of today, inclusive. Expiries also inside a nearer reminder's window
 * (`nearerDays`) are left to that one, so a customer gets one reminder per expiry when both fall due
 * together.
 */
export function reminderWindow(
  days: number,
  nearerDays: number | null,
  now: Date,
  handledUpTo: Date | null,
): { after: Date; upTo: Date; skipUpTo: Date | null } {
  const today = saoPauloDate(now);
  const upTo = startOfDay(addDays(today, days));
  const after = handledUpTo ?? now;
  const skipUpTo = nearerDays === null ? null : startOfDay(addDays(today, nearerDays));
  return { after, upTo, skipUpTo };
}
