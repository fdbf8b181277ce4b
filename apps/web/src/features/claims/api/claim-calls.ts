// The two CPF claim calls (DESIGN decision 19). No session: the claim's own token travels in the body,
// and its 401 means an expired claim, not an expired session, so it shows the server's message
// instead of forcing a logout.
import type { ConfirmarReivindicacaoPayload } from '@fidelidade/domain/contracts/confirmar-reivindicacao';
import type {
  ReivindicarCpfPayload,
  ReivindicarCpfResposta,
} from '@fidelidade/domain/contracts/reivindicar-cpf';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const CLAIM_CALL = { skipForcedLogout: true } as const;

export function useClaimCpf() {
  return useMutation({
    mutationFn: (payload: ReivindicarCpfPayload) =>
      api.post<ReivindicarCpfResposta>('reivindicar_cpf', payload, CLAIM_CALL),
  });
}

export function useConfirmClaim() {
  return useMutation({
    mutationFn: (payload: ConfirmarReivindicacaoPayload) =>
      api.post<null>('confirmar_reivindicacao', payload, CLAIM_CALL),
  });
}
