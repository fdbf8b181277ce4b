// Confirming the session's own e-mail or phone (DESIGN decision 19), from the banner or My account:
// 'Enviar código' asks for a code (a registration's e-mail already carries one, so the code can be
// typed at once), then the code form; a confirmed code closes the sheet.
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import { maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { contactPointMessages } from '@fidelidade/domain/messages';
import { useCliente } from '../../../lib/session-store.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { useCloseSheet } from '../../../lib/ui/sheet-modal-context.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { useSendConfirmationCode } from '../hooks/use-send-confirmation-code.ts';
import { ContactCodeForm } from './contact-code-form.tsx';

const TITLES: Record<CodeChannel, string> = {
  email: contactPointMessages.confirmEmail,
  sms: contactPointMessages.confirmPhone,
};

function leadFor(canal: CodeChannel, cliente: Cliente): string {
  return canal === 'email'
    ? contactPointMessages.confirmEmailLead(cliente.email)
    : contactPointMessages.confirmPhoneLead(maskMobilePhone(cliente.celular));
}

function ConfirmContactSteps({ canal, cliente }: { canal: CodeChannel; cliente: Cliente }) {
  const close = useCloseSheet();
  const { send, sending, sentMessage } = useSendConfirmationCode(canal);
  const sendCode = () => {
    void send().then((alreadyConfirmed) => {
      if (alreadyConfirmed) close();
    });
  };
  const sent = sentMessage !== null;
  return (
    <>
      <p className="page-lead">{leadFor(canal, cliente)}</p>
      {sent ? null : (
        <div className="form-actions contact-send-code">
          <ion-button
            expand="block"
            fill="outline"
            aria-busy={sending ? 'true' : 'false'}
            onClick={() => {
              if (!sending) sendCode();
            }}
          >
            {sending ? contactPointMessages.sending : contactPointMessages.sendCode}
          </ion-button>
        </div>
      )}
      <ContactCodeForm
        hint={sentMessage}
        onConfirmed={close}
        onResend={sent ? sendCode : undefined}
        resending={sending}
      />
    </>
  );
}

export interface ConfirmContactSheetProps {
  canal: CodeChannel;
  /** Opened over a screen: closing it only closes this sheet. */
  onDismissed: () => void;
}

export function ConfirmContactSheet({ canal, onDismissed }: ConfirmContactSheetProps) {
  const cliente = useCliente();
  return (
    <SheetModal title={TITLES[canal]} onDismissed={onDismissed}>
      {cliente ? <ConfirmContactSteps canal={canal} cliente={cliente} /> : null}
    </SheetModal>
  );
}
