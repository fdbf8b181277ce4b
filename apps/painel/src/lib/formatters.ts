// Money, dates and months as people in Brazil read them.
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function formatCentavos(centavos: number): string {
  return BRL.format(centavos / 100);
}

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** '2027-01' as '01/2027'. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${number ?? ''}/${year ?? ''}`;
}
