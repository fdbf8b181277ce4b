// The edit modal 'Editar {field}' (spec point 2), over My account or on its own route: the field's
// form, then, for a new e-mail or phone, the code sent to it (DESIGN decision 19).
import { useState } from 'react';
import { useCliente } from '../../../lib/session-store.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { ChangeCodeStep, type PendingChange } from './change-code-step.tsx';
import type { ContactConfirmation } from './contact-confirmation.ts';
import { EditFieldForm } from './edit-field-form.tsx';
import { type EditableField, FIELD_SPECS } from './profile-fields.ts';

export interface EditFieldSheetProps {
  field: EditableField;
  confirmation: ContactConfirmation;
  /** Opened over My account: closing it only closes this sheet. */
  onDismissed?: () => void;
}

export function EditFieldSheet({ field, confirmation, onDismissed }: EditFieldSheetProps) {
  const cliente = useCliente();
  const [change, setChange] = useState<PendingChange | null>(null);
  let content = null;
  if (change) {
    content = <ChangeCodeStep change={change} confirmation={confirmation} onResent={setChange} />;
  } else if (cliente) {
    content = <EditFieldForm field={field} cliente={cliente} onAwaitingCode={setChange} />;
  }
  return (
    <SheetModal title={`Editar ${FIELD_SPECS[field].label}`} onDismissed={onDismissed}>
      {content}
    </SheetModal>
  );
}
