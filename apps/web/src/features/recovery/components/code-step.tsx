// Step 3 (spec points 2, 5 and 8; DESIGN decision 3): the 6-character code (placeholder 'ABCD12', any
// case), required; a wrong or expired code is the server's message as an error toast.
import { recoveryCodeSchema } from '@fidelidade/domain/validation/recovery-code';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { CodeField } from '../../../lib/ui/code-field.tsx';
import type { DadosRecuperacao } from '../../../lib/types.ts';
import { useVerifyCode } from '../api/recovery-calls.ts';
import { STEP_PATHS } from '../recovery-data.ts';

const codeFormSchema = z.object({ codigo: recoveryCodeSchema });

function sentTo(data: DadosRecuperacao): string {
  if (data.tipo === 'sms' && data.celular) return `Enviamos o código por SMS para ${data.celular}.`;
  return `Enviamos o código para o e-mail ${data.email}.`;
}

export function CodeStep({ data }: { data: DadosRecuperacao }) {
  const navigate = useNavigate();
  const link = useRouterLink();
  const call = useVerifyCode();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { codigo: '' },
  });
  const submit = handleSubmit(
    async ({ codigo }) => {
      const response = await call.mutateAsync({ jwt: data.jwt, codigo });
      if (!isSuccess(response)) return;
      if (response.message) void showToast(response.message, 'sucesso');
      void navigate(STEP_PATHS[4]);
    },
    toastFirstError(['codigo']),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p className="recovery-hint">{sentTo(data)}</p>
      <CodeField
        label="Código de verificação"
        error={formState.errors.codigo?.message}
        {...register('codigo')}
      />
      <div className="form-actions">
        <ion-button type="submit" expand="block" disabled={call.isPending}>
          Confirmar código
        </ion-button>
      </div>
      <ul className="link-list">
        <li>
          Não recebeu? <a {...link(STEP_PATHS[2])}>Enviar um novo código</a>
        </li>
      </ul>
    </form>
  );
}
