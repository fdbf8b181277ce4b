// My account (spec point 2, route minha-conta). Opening it refreshes the stored customer from the
// server, so a change made on another device shows here.
import { useEffect } from 'react';
import { refreshCliente } from '../../../lib/session-refresh.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { AccountPanel } from './account-panel.tsx';
import type { ContactConfirmation } from './contact-confirmation.ts';

export function MyAccountModal({ confirmation }: { confirmation: ContactConfirmation }) {
  useEffect(() => {
    void refreshCliente();
  }, []);
  return (
    <SheetModal title="Minha conta">
      <AccountPanel confirmation={confirmation} />
    </SheetModal>
  );
}
