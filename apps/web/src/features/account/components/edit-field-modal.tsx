// The modal-editar route (spec point 2): /modal-editar?campo=nome (or celular, email,
// dataNascimento) edits that field; without one it lists the fields that can be edited.
import { useSearchParams } from 'react-router';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import type { ContactConfirmation } from './contact-confirmation.ts';
import { EditFieldSheet } from './edit-field-sheet.tsx';
import { EDITABLE_FIELDS, FIELD_SPECS, isEditableField } from './profile-fields.ts';

export interface EditFieldModalProps {
  confirmation: ContactConfirmation;
}

export function EditFieldModal({ confirmation }: EditFieldModalProps) {
  const [params] = useSearchParams();
  const link = useRouterLink();
  const field = params.get('campo');
  if (isEditableField(field)) {
    return <EditFieldSheet key={field} field={field} confirmation={confirmation} />;
  }
  return (
    <SheetModal title="Editar dados">
      <p className="page-lead">Qual dado você quer alterar?</p>
      <ul className="link-list">
        {EDITABLE_FIELDS.map((key) => (
          <li key={key}>
            <a {...link(`/modal-editar?campo=${key}`)}>{FIELD_SPECS[key].label}</a>
          </li>
        ))}
      </ul>
    </SheetModal>
  );
}
