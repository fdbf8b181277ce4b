// The logout-style confirmation (spec point 2): a question, an optional sub-text, a confirm button and
// a way back. Logout uses it with 'Sair' and a 'Cancelar' button; account deactivation and deletion
// reuse it with '{title} minha conta' and a 'Cancelar' link.
import { useState } from 'react';
import { useCloseSheet } from './sheet-modal-context.ts';
import { SheetModal } from './sheet-modal.tsx';
import './forms.css';

export interface ConfirmSheetProps {
  /** The sheet's heading. */
  title: string;
  question: string;
  text?: string;
  confirmLabel: string;
  /** Runs on confirm; the button stays disabled until it settles. */
  onConfirm: () => Promise<void>;
  /** A confirmation that cannot be undone lightly (closing the account) shows in the danger colour. */
  danger?: boolean;
  /** 'link' shows 'Cancelar' as a text link (account closure); 'button' as a button (logout). */
  cancelStyle?: 'button' | 'link';
  /** For a sheet opened over another one: what closing it means (default: the route's own). */
  onDismissed?: () => void;
}

function ConfirmActions({
  confirmLabel,
  onConfirm,
  danger,
  cancelStyle,
}: Pick<ConfirmSheetProps, 'confirmLabel' | 'onConfirm' | 'danger' | 'cancelStyle'>) {
  const close = useCloseSheet();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void onConfirm().finally(() => {
      setBusy(false);
    });
  };
  return (
    <div className="form-actions">
      <ion-button
        expand="block"
        color={danger ? 'danger' : 'primary'}
        disabled={busy}
        onClick={confirm}
      >
        {confirmLabel}
      </ion-button>
      {cancelStyle === 'link' ? (
        <button type="button" className="link-button" onClick={close}>
          Cancelar
        </button>
      ) : (
        <ion-button expand="block" fill="outline" onClick={close}>
          Cancelar
        </ion-button>
      )}
    </div>
  );
}

export function ConfirmSheet({
  title,
  question,
  text,
  onDismissed,
  ...actions
}: ConfirmSheetProps) {
  return (
    <SheetModal title={title} onDismissed={onDismissed}>
      <p className="page-lead">{question}</p>
      {text ? <p>{text}</p> : null}
      <ConfirmActions {...actions} />
    </SheetModal>
  );
}
