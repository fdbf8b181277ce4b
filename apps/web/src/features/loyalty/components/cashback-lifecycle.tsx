// What the available balance leaves out (DESIGN decision 15): cashback still in its carência and when
// the next part of it is released, the available cashback that expires first, and cashback a store
// reversed after it was spent, which later credits pay back (docs/decisions/0014-cashback-lifecycle.md).
import type { Extrato, ValorNaData } from '@fidelidade/domain/contracts/extrato';
import { formatBrl } from '@fidelidade/domain/money';
import { agreeWithAmount, formatCalendarDate } from './format.ts';

type Lifecycle = Pick<
  Extrato,
  'pendenteCentavos' | 'proximaLiberacao' | 'proximaExpiracao' | 'dividaCentavos'
>;

function pendingText(pendente: number, release: ValorNaData | null): string {
  const pending = `${formatBrl(pendente)} ${agreeWithAmount(pendente, 'pendente', 'pendentes')}`;
  if (!release) return pending;
  const on = `em ${formatCalendarDate(release.data)}`;
  // All of it released the same day: its amount once is enough.
  if (release.valorCentavos === pendente) return `${pending} · liberação ${on}`;
  return `${pending} · liberação de ${formatBrl(release.valorCentavos)} ${on}`;
}

function expiryText({ valorCentavos, data }: ValorNaData): string {
  const verb = agreeWithAmount(valorCentavos, 'expira', 'expiram');
  return `${formatBrl(valorCentavos)} ${verb} em ${formatCalendarDate(data)}`;
}

export function CashbackLifecycle(lifecycle: Lifecycle) {
  const { pendenteCentavos, proximaLiberacao, proximaExpiracao, dividaCentavos } = lifecycle;
  const lines: { key: string; text: string }[] = [];
  if (pendenteCentavos > 0) {
    lines.push({ key: 'pendente', text: pendingText(pendenteCentavos, proximaLiberacao) });
  }
  if (proximaExpiracao) lines.push({ key: 'expiracao', text: expiryText(proximaExpiracao) });
  if (dividaCentavos > 0) {
    const text = `${formatBrl(dividaCentavos)} a descontar de créditos futuros`;
    lines.push({ key: 'divida', text });
  }
  if (lines.length === 0) return null;
  return (
    <ul className="balance-lifecycle">
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ul>
  );
}
