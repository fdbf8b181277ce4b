// Step 4 (spec points 2, 4 and 5; DESIGN decision 2): the new password and its confirmation, with
// the one password rule stated above them. After the reset the server has ended every session: local
// storage is cleared, the session store (and the menu) follow, the server's message is a success
// toast and the app goes to /home (spec point 2).
import { novaSenhaFormSchema } from '@fidelidade/domain/contracts/nova-senha';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { endSession } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import { TextField } from '../../../lib/ui/text-field.tsx';
import { useNewPassword } from '../api/recovery-calls.ts';
import { HOME_PATH } from '../../../lib/paths.ts';

export const PASSWORD_RULE_TEXT =
  'A senha deve ter de 5 a 30 caracteres, com pelo menos uma letra maiúscula, uma letra minúscula e um número.';

export function NewPasswordStep({ jwt }: { jwt: string }) {
  const navigate = useNavigate();
  const call = useNewPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(novaSenhaFormSchema),
    defaultValues: { senha: '', confirmacao: '' },
  });
  const submit = handleSubmit(
    async ({ senha }) => {
      const response = await call.mutateAsync({ jwt, senha });
      if (!isSuccess(response)) return;
      endSession();
      if (response.message) void showToast(response.message, 'sucesso');
      void navigate(HOME_PATH, { replace: true });
    },
    toastFirstError(['senha', 'confirmacao']),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p className="recovery-hint">{PASSWORD_RULE_TEXT}</p>
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        error={formState.errors.senha?.message}
        {...register('senha')}
      />
      <TextField
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmacao?.message}
        {...register('confirmacao')}
      />
      <div className="form-actions">
        <ion-button type="submit" expand="block" disabled={call.isPending}>
          Alterar senha
        </ion-button>
      </div>
    </form>
  );
}
