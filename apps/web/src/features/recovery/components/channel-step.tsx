// Step 2 (spec point 2): the masked e-mail and phone from the recovery data, and one button per
// channel the account has. On success the channel is stored as `tipo` and step 3 follows; a failure
// (a resend too soon, an expired request) is the server's message as an error toast.
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import { useNavigate } from 'react-router';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { showToast } from '../../../lib/toasts.ts';
import type { DadosRecuperacao } from '../../../lib/types.ts';
import { useSendCode } from '../api/recovery-calls.ts';
import { STEP_PATHS, chooseChannel } from '../recovery-data.ts';

export function ChannelStep({ data }: { data: DadosRecuperacao }) {
  const navigate = useNavigate();
  const call = useSendCode();
  const send = async (tipo: CodeChannel) => {
    const response = await call.mutateAsync({ jwt: data.jwt, tipo });
    if (!isSuccess(response)) return;
    chooseChannel(tipo);
    if (response.message) void showToast(response.message, 'sucesso');
    void navigate(STEP_PATHS[3]);
  };
  return (
    <>
      <ul className="recovery-contacts">
        {data.email ? <li>E-mail: {data.email}</li> : null}
        {data.celular ? <li>Celular: {data.celular}</li> : null}
      </ul>
      <div className="form-actions">
        {data.email ? (
          <ion-button expand="block" disabled={call.isPending} onClick={() => void send('email')}>
            Receber por e-mail
          </ion-button>
        ) : null}
        {data.celular ? (
          <ion-button
            expand="block"
            fill="outline"
            disabled={call.isPending}
            onClick={() => void send('sms')}
          >
            Receber por SMS
          </ion-button>
        ) : null}
      </div>
    </>
  );
}
