// PUT configurar_notificacoes (spec point 7): one channel's marketing consent, status 1 or 0;
// answers the customer.
import {
  type ConfigurarNotificacoesPayload,
  configurarNotificacoesCall,
} from '@fidelidade/domain/contracts/configurar-notificacoes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function configureNotification(payload: ConfigurarNotificacoesPayload) {
  return callApi(configurarNotificacoesCall, { body: payload });
}

export function useConfigureNotification() {
  return useMutation({ mutationFn: configureNotification });
}
