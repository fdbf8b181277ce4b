// The edit modal's second step for the e-mail or the phone (DESIGN decision 19): PUT cliente sent a
// code to the new address instead of applying it, so the modal shows the server's message and asks
// for the code; a new code is the same PUT again. The confirmed code stores the customer and closes.
import { Suspense } from 'react';
import { useCloseSheet } from '../../../lib/ui/sheet-modal-context.ts';
import { useSaveProfileField } from '../hooks/use-save-profile-field.ts';
import type { ContactConfirmation } from './contact-confirmation.ts';
import type { EditableField } from './profile-fields.ts';

export interface PendingChange {
  field: EditableField;
  /** The new value as typed, sent again for a new code. */
  valor: string;
  /** The server's message saying where the code went. */
  message: string;
}

export interface ChangeCodeStepProps {
  change: PendingChange;
  confirmation: ContactConfirmation;
  onResent: (change: PendingChange) => void;
}

export function ChangeCodeStep({ change, confirmation, onResent }: ChangeCodeStepProps) {
  const close = useCloseSheet();
  const { save, saving } = useSaveProfileField();
  const resend = async () => {
    const result = await save(change.field, change.valor);
    if (typeof result === 'object') onResent({ ...change, message: result.awaitingCode });
  };
  return (
    <>
      <Suspense fallback={null}>
        {confirmation.renderCodeForm({
          hint: change.message,
          onConfirmed: close,
          onResend: () => void resend(),
          resending: saving,
        })}
      </Suspense>
      <div className="form-actions">
        <ion-button expand="block" fill="outline" onClick={close}>
          Não editar
        </ion-button>
      </div>
    </>
  );
}
