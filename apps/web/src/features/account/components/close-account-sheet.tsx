// Account deactivation or deletion (spec point 2): the logout-style confirmation with a title word,
// a content word and a sub-text: 'Você tem certeza que quer {content} sua conta?', the button
// '{title} minha conta' and a 'Cancelar' link.
import { appMessages } from '@fidelidade/domain/messages';
import { ConfirmSheet } from '../../../lib/ui/confirm-sheet.tsx';
import { type CloseAccountKind, useCloseAccount } from '../hooks/use-close-account.ts';

const WORDING: Record<CloseAccountKind, { title: string; text: string }> = {
  desativar: { title: 'Desativar', text: appMessages.deactivateSubtext },
  excluir: { title: 'Excluir', text: appMessages.deleteSubtext },
};

export interface CloseAccountSheetProps {
  kind: CloseAccountKind;
  /** Opened over My account: closing it only closes this sheet. */
  onDismissed?: () => void;
}

export function CloseAccountSheet({ kind, onDismissed }: CloseAccountSheetProps) {
  const { title, text } = WORDING[kind];
  const confirm = useCloseAccount(kind);
  return (
    <ConfirmSheet
      title={`${title} conta`}
      question={appMessages.accountQuestion(kind)}
      text={text}
      confirmLabel={`${title} minha conta`}
      onConfirm={confirm}
      danger
      cancelStyle="link"
      onDismissed={onDismissed}
    />
  );
}
