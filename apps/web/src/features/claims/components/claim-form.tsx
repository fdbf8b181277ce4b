// The claim's first step: the CPF (masked, filled in when a refused registration opened the screen)
// and the e-mail the code goes to. The answer's token and message open the code step.
import { reivindicarCpfSchema } from '@fidelidade/domain/contracts/reivindicar-cpf';
import { contactPointMessages } from '@fidelidade/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { toastFirstError } from '../../../lib/form-errors.ts';
import type { Prefill } from '../../../lib/prefill.ts';
import { EmailField } from '../../../lib/ui/email-field.tsx';
import { FormCpfField } from '../../../lib/ui/form-cpf-field.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { useClaimCpf } from '../api/claim-calls.ts';

export interface OpenedClaim {
  jwt: string;
  /** The server's message: where the code went. */
  hint: string;
  /** What was sent, to ask for a new code. */
  cpf: string;
  email: string;
}

export function ClaimForm({
  prefill,
  onOpened,
}: {
  prefill: Prefill;
  onOpened: (claim: OpenedClaim) => void;
}) {
  const call = useClaimCpf();
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(reivindicarCpfSchema),
    defaultValues: { cpf: prefill.cpf ?? '', email: prefill.email ?? '' },
  });
  const submit = handleSubmit(
    async ({ cpf, email }) => {
      const response = await call.mutateAsync({ cpf, email });
      if (!isSuccess(response) || !response.data) return;
      onOpened({ jwt: response.data.jwt, hint: response.message, cpf, email });
    },
    toastFirstError(['cpf', 'email']),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormCpfField control={control} name="cpf" />
      <EmailField error={formState.errors.email?.message} {...register('email')} />
      <SubmitButton
        busy={call.isPending}
        label={contactPointMessages.sendCode}
        busyLabel="Enviando…"
      />
    </form>
  );
}
