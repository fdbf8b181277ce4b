// Proving an address (DESIGN decision 19) belongs to the contact-points feature: the app shell hands
// its parts to the account screens (features never import each other).
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import type { ReactNode } from 'react';

export interface ChangeCodeFormProps {
  /** The server's message saying where the code went. */
  hint: string;
  /** Called once the code was accepted and the customer stored. */
  onConfirmed: () => void;
  /** Asks for a new code. */
  onResend: () => void;
  resending: boolean;
}

export interface ContactConfirmation {
  /** The sheet that proves the session's own e-mail ('email') or phone ('sms'), over the screen. */
  renderSheet: (canal: CodeChannel, onDismissed: () => void) => ReactNode;
  /** The code form that completes a change of e-mail or phone. */
  renderCodeForm: (props: ChangeCodeFormProps) => ReactNode;
}
