// Notification preferences (spec point 2, route notificacoes): toggles 'E-mail' and 'SMS ou
// WhatsApp' starting from the stored customer, 'Confirmar' and 'Cancelar'; then the notices about the
// customer's own cashback (DESIGN decision 17), which are not marketing and save on their own.
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { NoticeSwitches } from './notice-switches.tsx';
import { NotificationsForm } from './notifications-form.tsx';

export function NotificationsModal() {
  return (
    <SheetModal title="Notificações">
      <p className="page-lead">Como você quer receber nossas ofertas?</p>
      <NotificationsForm />
      <NoticeSwitches />
    </SheetModal>
  );
}
