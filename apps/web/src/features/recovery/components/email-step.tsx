// Step 1 (spec points 2 and 5): the registration e-mail, required and valid; the answer's jwt and
// masked contact points become the recovery data, and step 2 follows. A failure is the server's
// message as an error toast (spec point 8), which the API client shows. Opened from a registration
// refused for its e-mail, the field comes filled in with that e-mail.
import { esqueciSenhaSchema } from '@fidelidade/domain/contracts/esqueci-senha';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { usePrefill } from '../../../lib/prefill.ts';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { EmailField } from '../../../lib/ui/email-field.tsx';
import { useForgotPassword } from '../api/recovery-calls.ts';
import { STEP_PATHS, startRecovery } from '../recovery-data.ts';

export function EmailStep() {
  const navigate = useNavigate();
  const call = useForgotPassword();
  const { email = '' } = usePrefill();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(esqueciSenhaSchema),
    defaultValues: { email },
  });
  const submit = handleSubmit(
    async (payload) => {
      const response = await call.mutateAsync(payload);
      if (!isSuccess(response) || !response.data) return;
      startRecovery(response.data);
      void navigate(STEP_PATHS[2]);
    },
    toastFirstError(['email']),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <EmailField error={formState.errors.email?.message} {...register('email')} />
      <div className="form-actions">
        <ion-button type="submit" expand="block" disabled={call.isPending}>
          Continuar
        </ion-button>
      </div>
    </form>
  );
}
