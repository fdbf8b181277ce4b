// The two channel toggles and their buttons. Nothing is sent until 'Confirmar'.
import { defineCustomElement as defineToggle } from '@ionic/core/components/ion-toggle.js';
import { useState } from 'react';
import { useCliente } from '../../../lib/session-store.ts';
import { useCloseSheet } from '../../../lib/ui/sheet-modal-context.ts';
import {
  type ChannelChoice,
  storedChoice,
  useSaveNotifications,
} from '../hooks/use-save-notifications.ts';
import '../../../lib/ui/forms.css';
import './notifications.css';

defineToggle();

const LABELS: Record<keyof ChannelChoice, string> = { email: 'E-mail', sms: 'SMS ou WhatsApp' };

export function NotificationsForm() {
  const cliente = useCliente();
  const close = useCloseSheet();
  const [choice, setChoice] = useState<ChannelChoice>(() =>
    cliente ? storedChoice(cliente) : { email: false, sms: false },
  );
  const { save, saving } = useSaveNotifications(close);
  return (
    <>
      <ul className="notification-toggles">
        {(Object.keys(LABELS) as (keyof ChannelChoice)[]).map((channel) => (
          <li key={channel}>
            <ion-toggle
              checked={choice[channel]}
              justify="space-between"
              onionChange={(event) => {
                const { checked } = event.detail;
                setChoice((previous) => ({ ...previous, [channel]: checked }));
              }}
            >
              {LABELS[channel]}
            </ion-toggle>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <ion-button expand="block" disabled={saving} onClick={() => void save(choice)}>
          Confirmar
        </ion-button>
        <ion-button expand="block" fill="outline" onClick={close}>
          Cancelar
        </ion-button>
      </div>
    </>
  );
}
