// PUT configurar_notificacoes (spec point 7): one channel's marketing consent, status 1 or 0;
// answers the customer.
import type { ConfigurarNotificacoesPayload } from '@fidelidade/domain/contracts/configurar-notificacoes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

export function configureNotification(payload: ConfigurarNotificacoesPayload) {
  return api.put<Cliente>('configurar_notificacoes', payload);
}

export function useConfigureNotification() {
  return useMutation({ mutationFn: configureNotification });
}
