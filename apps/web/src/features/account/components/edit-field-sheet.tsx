// The edit modal 'Editar {field}' (spec point 2), over My account or on its own route.
import { useUsuario } from '../../../lib/session-store.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { EditFieldForm } from './edit-field-form.tsx';
import { type EditableField, FIELD_SPECS } from './profile-fields.ts';

export interface EditFieldSheetProps {
  field: EditableField;
  /** Opened over My account: closing it only closes this sheet. */
  onDismissed?: () => void;
}

export function EditFieldSheet({ field, onDismissed }: EditFieldSheetProps) {
  const usuario = useUsuario();
  return (
    <SheetModal title={`Editar ${FIELD_SPECS[field].label}`} onDismissed={onDismissed}>
      {usuario ? <EditFieldForm field={field} usuario={usuario} /> : null}
    </SheetModal>
  );
}
