// What My account and the profile page show (spec point 2): the customer's rows, 'Baixar meus dados'
// (issue 9, LGPD), then 'Desativar minha conta' and 'Excluir minha conta'. Their modals open over it,
// so closing one comes back here.
import { useState } from 'react';
import { useUsuario } from '../../../lib/session-store.ts';
import { useInertBehind } from '../../../lib/ui/use-inert-behind.ts';
import type { CloseAccountKind } from '../hooks/use-close-account.ts';
import { AccountRows } from './account-rows.tsx';
import { CloseAccountSheet } from './close-account-sheet.tsx';
import { DownloadDataButton } from './download-data-button.tsx';
import { EditFieldSheet } from './edit-field-sheet.tsx';
import type { EditableField } from './profile-fields.ts';

const CLOSE_ACTIONS: readonly (readonly [CloseAccountKind, string])[] = [
  ['desativar', 'Desativar minha conta'],
  ['excluir', 'Excluir minha conta'],
];

type OpenSheet = { edit: EditableField } | { close: CloseAccountKind } | null;

export function AccountPanel() {
  const usuario = useUsuario();
  const [open, setOpen] = useState<OpenSheet>(null);
  // In My account, the sheet opened over it leaves it unreachable until closed.
  const actionsRef = useInertBehind<HTMLDivElement>(open !== null);
  const dismiss = () => {
    setOpen(null);
  };
  if (!usuario) return null;
  return (
    <>
      <AccountRows
        usuario={usuario}
        onEdit={(field) => {
          setOpen({ edit: field });
        }}
      />
      <div className="account-actions">
        <DownloadDataButton />
      </div>
      <div ref={actionsRef} className="account-actions">
        {CLOSE_ACTIONS.map(([kind, label]) => (
          <ion-button
            key={kind}
            fill="outline"
            color="danger"
            onClick={() => {
              setOpen({ close: kind });
            }}
          >
            {label}
          </ion-button>
        ))}
      </div>
      {open && 'edit' in open ? <EditFieldSheet field={open.edit} onDismissed={dismiss} /> : null}
      {open && 'close' in open ? (
        <CloseAccountSheet kind={open.close} onDismissed={dismiss} />
      ) : null}
    </>
  );
}
