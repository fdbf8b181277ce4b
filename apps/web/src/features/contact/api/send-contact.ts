// POST fale_conosco (spec point 7): the contact message; answers status and message only. The form's
// button shows the wait (spec point 4), so no full-screen spinner on top; a failure's server message
// is already an error toast (spec point 8) through the API client.
import {
  type FaleConoscoPayload,
  faleConoscoCall,
} from '@fidelidade/domain/contracts/fale-conosco';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function sendContact(payload: FaleConoscoPayload) {
  return callApi(faleConoscoCall, { body: payload }, { loading: false });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
