// "Avisos" (DESIGN decision 17, route avisos): what the programme told the customer about their own
// cashback, newest first, each opening the statement entry it is about. Opening it marks them read.
import { FailedState } from '../../../lib/ui/failed-state.tsx';
import { Page } from '../../../lib/ui/page.tsx';
import { useOpenNotices } from '../hooks/use-open-notices.ts';
import { NoticeList } from './notice-list.tsx';
import '../../../lib/ui/screen-state.css';
import './notices.css';

export function NoticesPage() {
  const { avisos, unreadIds, isError, refetch } = useOpenNotices();
  let content;
  if (isError) {
    content = <FailedState message="Não foi possível carregar seus avisos." onRetry={refetch} />;
  } else if (!avisos || !unreadIds) {
    content = (
      <div className="screen-state" role="status">
        <div className="spinner" aria-hidden="true" />
        <p>Carregando seus avisos…</p>
      </div>
    );
  } else content = <NoticeList avisos={avisos.avisos} unreadIds={unreadIds} />;
  return <Page title="Avisos">{content}</Page>;
}
