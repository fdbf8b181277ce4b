// Notification preferences (spec point 4): the e-mail and SMS calls go in parallel; the first success
// closes the modal and shows its message 200 ms later. Each success stores its own channel's flag.
import type { NotificationType } from '@fidelidade/domain/contracts/configurar-notificacoes';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { getCliente, setCliente } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { useConfigureNotification } from '../api/configure-notification.ts';

export const MESSAGE_DELAY_MS = 200;

export type Channel = 'email' | 'sms';
export type ChannelChoice = Record<Channel, boolean>;

const CHANNELS: Record<Channel, { tipo: NotificationType; flag: keyof Cliente }> = {
  email: { tipo: 'notificacoes_marketing_email', flag: 'notificacoesMarketingEmail' },
  sms: { tipo: 'notificacoes_marketing_sms', flag: 'notificacoesMarketingSms' },
};

export function storedChoice(cliente: Cliente): ChannelChoice {
  return {
    email: cliente.notificacoesMarketingEmail === 1,
    sms: cliente.notificacoesMarketingSms === 1,
  };
}

export function useSaveNotifications(onFirstSuccess: () => void) {
  const configure = useConfigureNotification();
  const save = async (choice: ChannelChoice): Promise<void> => {
    const jwt = getCliente()?.jwt;
    if (!jwt) return;
    let answered = false;
    const calls = (Object.keys(CHANNELS) as Channel[]).map(async (channel) => {
      const { tipo, flag } = CHANNELS[channel];
      const response = await configure.mutateAsync({ jwt, tipo, status: choice[channel] ? 1 : 0 });
      const current = getCliente();
      if (!isSuccess(response) || !response.data || !current) return;
      setCliente({ ...current, [flag]: response.data[flag] });
      if (answered) return;
      answered = true;
      onFirstSuccess();
      const { message } = response;
      if (message) setTimeout(() => void showToast(message, 'sucesso'), MESSAGE_DELAY_MS);
    });
    await Promise.all(calls);
  };
  return { save, saving: configure.isPending };
}
