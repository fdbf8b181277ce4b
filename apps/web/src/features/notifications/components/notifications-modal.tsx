// Notification preferences (spec point 2, route notificacoes): toggles 'E-mail' and 'SMS ou
// WhatsApp' starting from the stored customer, 'Confirmar' and 'Cancelar'.
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { NotificationsForm } from './notifications-form.tsx';

export function NotificationsModal() {
  return (
    <SheetModal title="Notificações">
      <p className="page-lead">Como você quer receber nossas ofertas?</p>
      <NotificationsForm />
    </SheetModal>
  );
}
