// The two CPF claim calls (DESIGN decision 19). No session: the claim's own token travels in the body,
// and its 401 means an expired claim, not an expired session, so it shows the server's message
// instead of forcing a logout.
import {
  type ConfirmarReivindicacaoPayload,
  confirmarReivindicacaoCall,
} from '@fidelidade/domain/contracts/confirmar-reivindicacao';
import {
  type ReivindicarCpfPayload,
  reivindicarCpfCall,
} from '@fidelidade/domain/contracts/reivindicar-cpf';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

const CLAIM_CALL = { skipForcedLogout: true } as const;

export function useClaimCpf() {
  return useMutation({
    mutationFn: (payload: ReivindicarCpfPayload) =>
      callApi(reivindicarCpfCall, { body: payload }, CLAIM_CALL),
  });
}

export function useConfirmClaim() {
  return useMutation({
    mutationFn: (payload: ConfirmarReivindicacaoPayload) =>
      callApi(confirmarReivindicacaoCall, { body: payload }, CLAIM_CALL),
  });
}
