// The claim's second step: the code sent to the e-mail (placeholder 'ABCD12', any case). A wrong or
// expired code is the server's message as an error toast; 'Enviar um novo código' opens a new claim
// with the same CPF and e-mail (the server's limits apply). The right code records the claim.
import { confirmarReivindicacaoSchema } from '@fidelidade/domain/contracts/confirmar-reivindicacao';
import { contactPointMessages } from '@fidelidade/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toasts.ts';
import { CodeField } from '../../../lib/ui/code-field.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { useClaimCpf, useConfirmClaim } from '../api/claim-calls.ts';
import type { OpenedClaim } from './claim-form.tsx';

const codeFormSchema = confirmarReivindicacaoSchema.pick({ codigo: true });

export interface ClaimCodeStepProps {
  claim: OpenedClaim;
  onReopened: (claim: OpenedClaim) => void;
  onRecorded: (message: string) => void;
}

export function ClaimCodeStep({ claim, onReopened, onRecorded }: ClaimCodeStepProps) {
  const confirmCall = useConfirmClaim();
  const resendCall = useClaimCpf();
  const hint = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { codigo: '' },
  });
  // The step replaced the form under the customer's focus: say where the code went first.
  useEffect(() => {
    hint.current?.focus();
  }, [claim.jwt]);
  const submit = handleSubmit(
    async ({ codigo }) => {
      const response = await confirmCall.mutateAsync({ jwt: claim.jwt, codigo });
      if (isSuccess(response)) onRecorded(response.message);
    },
    toastFirstError(['codigo']),
  );
  const resend = async () => {
    const response = await resendCall.mutateAsync({ cpf: claim.cpf, email: claim.email });
    if (!isSuccess(response) || !response.data) return;
    void showToast(response.message, 'sucesso');
    onReopened({ ...claim, jwt: response.data.jwt, hint: response.message });
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p className="claim-hint" ref={hint} tabIndex={-1}>
        {claim.hint}
      </p>
      <CodeField
        label={contactPointMessages.codeLabel}
        error={formState.errors.codigo?.message}
        {...register('codigo')}
      />
      <SubmitButton
        busy={confirmCall.isPending}
        label={contactPointMessages.confirmCode}
        busyLabel={contactPointMessages.confirming}
      />
      <div className="form-actions">
        <ion-button
          fill="clear"
          expand="block"
          disabled={resendCall.isPending}
          onClick={() => void resend()}
        >
          {contactPointMessages.resendCode}
        </ion-button>
      </div>
    </form>
  );
}
