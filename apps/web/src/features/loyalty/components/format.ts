// How the statement shows dates, months, entry kinds and cashback states (pt-BR, São Paulo time:
// DESIGN decision 4).
import type {
  CreditoSituacao,
  Lancamento,
  LancamentoTipo,
} from '@fidelidade/domain/contracts/lancamento';

const TIME_ZONE = 'America/Sao_Paulo';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const date = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short' });
// A 'YYYY-MM' month is a calendar month, not an instant: read it at noon UTC on the 15th so no time
// zone can move it into the month before or after.
const month = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'short' });
const longMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

function monthDate(yearMonth: string): Date {
  return new Date(`${yearMonth}-15T12:00:00Z`);
}

/** '23/11/2026, 10:52'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '23/11/2026'. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/**
 * '2026-12-15' → '15/12/2026'. A release or expiry day is already a São Paulo calendar date, not an
 * instant: rewriting its digits keeps any time zone from moving it to the day before.
 */
export function formatCalendarDate(isoDate: string): string {
  return isoDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
}

/**
 * The verb or adjective that agrees with an amount read aloud: 'um real' and 'um centavo' are singular,
 * every other amount ('cinquenta centavos', 'um real e dez centavos') is plural.
 */
export function agreeWithAmount(centavos: number, singular: string, plural: string): string {
  return centavos === 100 || centavos === 1 ? singular : plural;
}

/** '2026-11' → 'nov.' (the chart's axis; its table names the year). */
export function formatMonthShort(yearMonth: string): string {
  return month.format(monthDate(yearMonth));
}

/** '2026-11' → 'novembro de 2026' (text alternative and details). */
export function formatMonthLong(yearMonth: string): string {
  return longMonth.format(monthDate(yearMonth));
}

export const TIPO_LABELS: Record<LancamentoTipo, string> = {
  compra: 'Compra',
  cancelamento: 'Compra cancelada',
  resgate: 'Resgate',
  expiracao: 'Cashback expirado',
  ajuste: 'Ajuste',
};

/**
 * 'Compra em Loja Centro'; an expiry or an adjustment, which no store makes, is named by its kind
 * alone.
 */
export function entryTitle({ tipo, loja }: Pick<Lancamento, 'tipo' | 'loja'>): string {
  return loja === null ? TIPO_LABELS[tipo] : `${TIPO_LABELS[tipo]} em ${loja}`;
}

/** A purchase's cashback as it stands (DESIGN decision 15); the words agree with 'cashback'. */
export const SITUACAO_LABELS: Record<CreditoSituacao, string> = {
  pendente: 'Pendente',
  disponivel: 'Disponível',
  utilizado: 'Utilizado',
  expirado: 'Expirado',
  cancelado: 'Cancelado',
};
