// The menu entry's count of unread notices: the number for the eye, and words that complete the
// link's name for screen readers ("Avisos, 3 não lidos"). Nothing while there are none. It sits inline
// in the entry's label: as an item of the link's flex row, the name would read "Avisos , 3 não lidos".
import { useAvisos } from '../api/get-avisos.ts';

export function unreadLabel(naoLidos: number): string {
  return naoLidos === 1 ? ', 1 não lido' : `, ${naoLidos} não lidos`;
}

export function UnreadBadge() {
  const naoLidos = useAvisos().data?.naoLidos ?? 0;
  if (naoLidos === 0) return null;
  return (
    <>
      <span className="visually-hidden">{unreadLabel(naoLidos)}</span>
      <span className="menu-badge" aria-hidden="true">
        {naoLidos > 99 ? '99+' : naoLidos}
      </span>
    </>
  );
}
