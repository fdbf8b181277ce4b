// The login form (spec point 2): e-mail and senha, checked as spec point 5 says (a valid e-mail and
// a password) before the call; a wrong password gets the server's message as an error toast.
import { loginSchema } from '@fidelidade/domain/contracts/login';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { CredentialFields } from './credential-fields.tsx';

export function LoginForm() {
  const signIn = useSignIn();
  const loginCall = useLogin();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', senha: '' },
  });
  const submit = handleSubmit(
    async (payload) => {
      signIn(await loginCall.mutateAsync(payload));
    },
    toastFirstError(['email', 'senha']),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <CredentialFields
        email={register('email')}
        senha={register('senha')}
        errors={formState.errors}
      />
      <div className="form-actions">
        <ion-button type="submit" expand="block" disabled={loginCall.isPending}>
          Entrar
        </ion-button>
      </div>
    </form>
  );
}
