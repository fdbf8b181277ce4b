// The desativar-conta route (spec point 2): the deactivation confirmation on its own.
import { CloseAccountSheet } from './close-account-sheet.tsx';

export function DeactivateModal() {
  return <CloseAccountSheet kind="desativar" />;
}
