// PUT avisos/preferencias: the three notice switches at once. The answer replaces the cached ones.
import {
  type AvisosCanais,
  avisosPreferenciasUpdateCall,
} from '@fidelidade/domain/contracts/avisos-preferencias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isSuccess } from '../../../lib/api/envelope.ts';
import { callApi } from '../../../lib/call-api.ts';
import { getCliente } from '../../../lib/session-store.ts';
import { NOTICE_SWITCHES_QUERY_KEY } from './get-notice-switches.ts';

export function saveNoticeSwitches(canais: AvisosCanais) {
  const jwt = getCliente()?.jwt ?? '';
  return callApi(avisosPreferenciasUpdateCall, { body: { jwt, ...canais } }, { loading: false });
}

export function useSaveNoticeSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNoticeSwitches,
    onSuccess: (response) => {
      if (isSuccess(response) && response.data) {
        queryClient.setQueryData(NOTICE_SWITCHES_QUERY_KEY, response.data);
      }
    },
  });
}
