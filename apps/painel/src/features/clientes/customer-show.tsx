// A customer's page: the tabs of what support looks at, and the actions the role may take.
import type { ReactNode } from 'react';
import { Show, TabbedShowLayout, useRecordContext } from 'react-admin';
import type { ClientePainel } from '../../lib/support-types.ts';
import { CustomerActions } from './customer-actions.tsx';
import {
  MessagesTab,
  NoticesTab,
  RatingsTab,
  SessionsTab,
  StatementTab,
} from './customer-lists.tsx';
import { CustomerSummary } from './customer-summary.tsx';
import { RevealedData, useRevealed } from './revealed-data.tsx';

/** Each tab's path (the summary is the page itself, with no path of its own) and what it shows. */
const TABS: [string, () => ReactNode][] = [
  ['resumo', CustomerSummary],
  ['extrato', StatementTab],
  ['avaliacoes', RatingsTab],
  ['mensagens', MessagesTab],
  ['sessoes', SessionsTab],
  ['avisos', NoticesTab],
];

function CustomerTitle() {
  const cliente = useRecordContext<ClientePainel>();
  const { revelado } = useRevealed();
  return <>{revelado?.nome ?? cliente?.nome ?? ''}</>;
}

export function CustomerShow() {
  return (
    <RevealedData>
      <Show title={<CustomerTitle />} actions={<CustomerActions />}>
        <TabbedShowLayout>
          {TABS.map(([path, Tab]) => (
            <TabbedShowLayout.Tab
              key={path}
              label={`painel.clientes.abas.${path}`}
              path={path === 'resumo' ? undefined : path}
            >
              <Tab />
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
      </Show>
    </RevealedData>
  );
}
