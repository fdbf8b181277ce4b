// The four recovery calls of spec point 7. The recovery token travels in the body (spec point 6:
// "recovery calls use the jwt from the recovery data"); its 401 means an expired recovery, not an
// expired session, so it shows the server's message instead of forcing a logout.
import type {
  EsqueciSenhaPayload,
  EsqueciSenhaResposta,
} from '@fidelidade/domain/contracts/esqueci-senha';
import type { EnviarCodigoPayload } from '@fidelidade/domain/contracts/enviar-codigo';
import type { NovaSenhaPayload } from '@fidelidade/domain/contracts/nova-senha';
import type { ValidaCodigoAppPayload } from '@fidelidade/domain/contracts/valida-codigo-app';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const RECOVERY_CALL = { skipForcedLogout: true } as const;

export function useForgotPassword() {
  return useMutation({
    mutationFn: (payload: EsqueciSenhaPayload) =>
      api.post<EsqueciSenhaResposta>('esqueci_senha', payload, RECOVERY_CALL),
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (payload: EnviarCodigoPayload) =>
      api.post<null>('enviar_codigo', payload, RECOVERY_CALL),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (payload: ValidaCodigoAppPayload) =>
      api.post<null>('valida_codigo_app', payload, RECOVERY_CALL),
  });
}

export function useNewPassword() {
  return useMutation({
    mutationFn: (payload: NovaSenhaPayload) => api.put<null>('nova_senha', payload, RECOVERY_CALL),
  });
}
