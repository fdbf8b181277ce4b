// POST enviar_confirmacao (DESIGN decision 19): a code to the session's own e-mail or phone. A refusal
// (already confirmed, too many codes) is the server's message, toasted by the API client.
import type { EnviarConfirmacaoPayload } from '@fidelidade/domain/contracts/enviar-confirmacao';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function sendConfirmation(payload: EnviarConfirmacaoPayload) {
  return api.post<null>('enviar_confirmacao', payload);
}

export function useSendConfirmation() {
  return useMutation({ mutationFn: sendConfirmation });
}
