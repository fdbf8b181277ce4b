// The code that completes a confirmation (DESIGN decisions 3 and 19): what the server said when it
// sent it, the code field ('ABCD12', any case), 'Confirmar código' and, once a code can be asked for
// again, 'Enviar um novo código'. Used by the confirmation sheet and, through the app shell, by the
// edit modal of the e-mail and the phone.
import { contactPointMessages } from '@fidelidade/domain/messages';
import { recoveryCodeSchema } from '@fidelidade/domain/validation/recovery-code';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { CodeField } from '../../../lib/ui/code-field.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { useConfirmCode } from '../hooks/use-confirm-code.ts';
import './contact-points.css';

const codeFormSchema = z.object({ codigo: recoveryCodeSchema });

export interface ContactCodeFormProps {
  /** The server's message about the code it sent, if one was sent from here. */
  hint?: string | null | undefined;
  /** Called once the code was accepted and the customer stored. */
  onConfirmed: () => void;
  /** Asks for a new code; without it the link is not shown. */
  onResend?: (() => void) | undefined;
  resending?: boolean | undefined;
}

export function ContactCodeForm({ hint, onConfirmed, onResend, resending }: ContactCodeFormProps) {
  const { confirm, confirming } = useConfirmCode();
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { codigo: '' },
  });
  // A code was just sent: the next thing to do is to type it (and the control that asked for it may
  // be gone, taking keyboard focus with it).
  useEffect(() => {
    if (hint) setFocus('codigo');
  }, [hint, setFocus]);
  const submit = handleSubmit(
    async ({ codigo }) => {
      if (await confirm(codigo)) onConfirmed();
    },
    toastFirstError(['codigo']),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {/* A live region from the start, so a screen reader hears where each new code went. */}
      <p className="contact-code-hint" role="status">
        {hint}
      </p>
      <CodeField
        label={contactPointMessages.codeLabel}
        error={formState.errors.codigo?.message}
        {...register('codigo')}
      />
      <SubmitButton
        busy={confirming}
        label={contactPointMessages.confirmCode}
        busyLabel={contactPointMessages.confirming}
      />
      {onResend ? (
        <div className="contact-code-resend">
          {/* Kept enabled while it sends, so keyboard focus stays on it. */}
          <button
            type="button"
            className="link-button"
            aria-busy={resending ? 'true' : 'false'}
            onClick={() => {
              if (!resending) onResend();
            }}
          >
            {contactPointMessages.resendCode}
          </button>
        </div>
      ) : null}
    </form>
  );
}
