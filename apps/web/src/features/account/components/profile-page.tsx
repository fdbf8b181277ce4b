// Profile (spec point 2, route perfil; its layout is not shown in the specification): the same rows
// and actions as My account, as a page.
import { Page } from '../../../lib/ui/page.tsx';
import { AccountPanel } from './account-panel.tsx';
import type { ContactConfirmation } from './contact-confirmation.ts';

export function ProfilePage({ confirmation }: { confirmation: ContactConfirmation }) {
  return (
    <Page title="Perfil">
      <AccountPanel confirmation={confirmation} />
    </Page>
  );
}
