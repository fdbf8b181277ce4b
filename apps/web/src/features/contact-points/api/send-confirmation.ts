// POST enviar_confirmacao (DESIGN decision 19): a code to the session's own e-mail or phone. A refusal
// (already confirmed, too many codes) is the server's message, toasted by the API client.
import {
  type EnviarConfirmacaoPayload,
  enviarConfirmacaoCall,
} from '@fidelidade/domain/contracts/enviar-confirmacao';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function sendConfirmation(payload: EnviarConfirmacaoPayload) {
  return callApi(enviarConfirmacaoCall, { body: payload });
}

export function useSendConfirmation() {
  return useMutation({ mutationFn: sendConfirmation });
}
