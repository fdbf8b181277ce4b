// The notices, newest first: each a link to the statement entry (or the statement) it is about, its
// title, text and when it was written. Those the customer had not read when the screen opened stand
// out, for the eye and, in words, for screen readers.
import type { Aviso } from '@fidelidade/domain/contracts/avisos';
import { useRouterLink } from '../../../lib/ui/link.ts';

// São Paulo time (DESIGN decision 4): '23/11/2026, 10:52'.
const writtenAt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

export function formatNoticeDate(iso: string): string {
  return writtenAt.format(new Date(iso));
}

function NoticeRow({ aviso, unread }: { aviso: Aviso; unread: boolean }) {
  const link = useRouterLink();
  return (
    <li>
      <a className={unread ? 'notice notice-unread' : 'notice'} {...link(aviso.url)}>
        <span className="notice-title">
          {unread ? <span className="visually-hidden">Não lido: </span> : null}
          {aviso.titulo}
        </span>
        <span className="notice-text">{aviso.texto}</span>
        <time className="notice-date" dateTime={aviso.criadoEm}>
          {formatNoticeDate(aviso.criadoEm)}
        </time>
      </a>
    </li>
  );
}

export interface NoticeListProps {
  avisos: readonly Aviso[];
  /** The notices unread when the screen opened (opening it marks them all read). */
  unreadIds: ReadonlySet<string>;
}

export function NoticeList({ avisos, unreadIds }: NoticeListProps) {
  if (avisos.length === 0) return <p className="notices-empty">Nenhum aviso por enquanto.</p>;
  return (
    <ul className="notices" aria-label="Avisos sobre seu cashback">
      {avisos.map((aviso) => (
        <NoticeRow key={aviso.id} aviso={aviso} unread={unreadIds.has(aviso.id)} />
      ))}
    </ul>
  );
}
