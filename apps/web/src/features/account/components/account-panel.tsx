// What My account and the profile page show (spec point 2): the customer's rows, 'Baixar meus dados'
// (LGPD), then 'Desativar minha conta' and 'Excluir minha conta'. Their modals open over it,
// so closing one comes back here; so does the confirmation of an unproven e-mail or phone.
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import { Suspense, useState } from 'react';
import { useCliente } from '../../../lib/session-store.ts';
import { useInertBehind } from '../../../lib/ui/use-inert-behind.ts';
import type { CloseAccountKind } from '../hooks/use-close-account.ts';
import { AccountRows } from './account-rows.tsx';
import { CloseAccountSheet } from './close-account-sheet.tsx';
import type { ContactConfirmation } from './contact-confirmation.ts';
import { DownloadDataButton } from './download-data-button.tsx';
import { EditFieldSheet } from './edit-field-sheet.tsx';
import type { EditableField } from './profile-fields.ts';

const CLOSE_ACTIONS: readonly (readonly [CloseAccountKind, string])[] = [
  ['desativar', 'Desativar minha conta'],
  ['excluir', 'Excluir minha conta'],
];

type OpenSheet =
  { edit: EditableField } | { close: CloseAccountKind } | { confirm: CodeChannel } | null;

export interface AccountPanelProps {
  confirmation: ContactConfirmation;
}

export function AccountPanel({ confirmation }: AccountPanelProps) {
  const cliente = useCliente();
  const [open, setOpen] = useState<OpenSheet>(null);
  // In My account, the sheet opened over it leaves it unreachable until closed.
  const actionsRef = useInertBehind<HTMLDivElement>(open !== null);
  const dismiss = () => {
    setOpen(null);
  };
  if (!cliente) return null;
  return (
    <>
      <AccountRows
        cliente={cliente}
        onEdit={(field) => {
          setOpen({ edit: field });
        }}
        onConfirm={(canal) => {
          setOpen({ confirm: canal });
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
      {open && 'edit' in open ? (
        <EditFieldSheet field={open.edit} confirmation={confirmation} onDismissed={dismiss} />
      ) : null}
      {open && 'confirm' in open ? (
        <Suspense fallback={null}>{confirmation.renderSheet(open.confirm, dismiss)}</Suspense>
      ) : null}
      {open && 'close' in open ? (
        <CloseAccountSheet kind={open.close} onDismissed={dismiss} />
      ) : null}
    </>
  );
}
