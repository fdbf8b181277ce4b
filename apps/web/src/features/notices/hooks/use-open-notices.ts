// Opening "Avisos" marks every notice read (POST avisos/lidos), and the menu's count drops; the
// screen still shows which ones were new for as long as it stays open.
import type { Avisos } from '@fidelidade/domain/contracts/avisos';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { avisosQueryOptions } from '../api/get-avisos.ts';
import { useMarkAvisosRead } from '../api/mark-avisos-read.ts';

export interface OpenNotices {
  avisos: Avisos | null | undefined;
  /** The ids unread at opening; null until the list has come. */
  unreadIds: ReadonlySet<string> | null;
  isError: boolean;
  refetch: () => void;
}

interface Opened {
  unreadIds: ReadonlySet<string>;
  naoLidos: number;
}

export function useOpenNotices(): OpenNotices {
  // The list the menu fetched a while ago may be stale: the screen asks again and looks once it came.
  const { data, isError, isFetching, refetch } = useQuery({
    ...avisosQueryOptions(),
    refetchOnMount: 'always',
  });
  const { mutate } = useMarkAvisosRead();
  const [opened, setOpened] = useState<Opened | null>(null);

  // What was unread when the screen opened, taken once from the fresh list (React's pattern for
  // state that follows from what a render saw).
  if (!opened && data && !isFetching) {
    setOpened({
      unreadIds: new Set(data.avisos.filter((aviso) => !aviso.lido).map((aviso) => aviso.id)),
      naoLidos: data.naoLidos,
    });
  }

  useEffect(() => {
    if (opened && opened.naoLidos > 0) mutate(undefined);
  }, [opened, mutate]);

  return {
    avisos: data,
    unreadIds: opened?.unreadIds ?? null,
    isError,
    refetch: () => void refetch(),
  };
}
