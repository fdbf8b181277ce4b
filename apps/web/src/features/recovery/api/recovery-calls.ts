// The four recovery calls of spec point 7. The recovery token travels in the body (spec point 6:
// "recovery calls use the jwt from the recovery data"); its 401 means an expired recovery, not an
// expired session, so it shows the server's message instead of forcing a logout.
import {
  type EsqueciSenhaPayload,
  esqueciSenhaCall,
} from '@fidelidade/domain/contracts/esqueci-senha';
import {
  type EnviarCodigoPayload,
  enviarCodigoCall,
} from '@fidelidade/domain/contracts/enviar-codigo';
import { type NovaSenhaPayload, novaSenhaCall } from '@fidelidade/domain/contracts/nova-senha';
import {
  type ValidaCodigoAppPayload,
  validaCodigoAppCall,
} from '@fidelidade/domain/contracts/valida-codigo-app';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

const RECOVERY_CALL = { skipForcedLogout: true } as const;

export function useForgotPassword() {
  return useMutation({
    mutationFn: (payload: EsqueciSenhaPayload) =>
      callApi(esqueciSenhaCall, { body: payload }, RECOVERY_CALL),
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (payload: EnviarCodigoPayload) =>
      callApi(enviarCodigoCall, { body: payload }, RECOVERY_CALL),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (payload: ValidaCodigoAppPayload) =>
      callApi(validaCodigoAppCall, { body: payload }, RECOVERY_CALL),
  });
}

export function useNewPassword() {
  return useMutation({
    mutationFn: (payload: NovaSenhaPayload) =>
      callApi(novaSenhaCall, { body: payload }, RECOVERY_CALL),
  });
}
