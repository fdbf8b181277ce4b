// POST cliente (spec point 7): the registration payload of spec point 3; answers the new customer,
// already logged in (spec point 4).
import {
  type ClienteCreate,
  type ClienteCreatePayload,
  clienteCreateCall,
} from '@fidelidade/domain/contracts/cliente-create';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The form's flat values in the payload's shape: customerId, endereco and cartao go empty. */
export function registrationPayload({
  fidelidade,
  ...dadosPessoais
}: ClienteCreate['dadosPessoais'] & { fidelidade: boolean }): ClienteCreatePayload {
  return {
    customerId: '',
    dadosPessoais,
    endereco: '',
    cartao: '',
    notificacoes: { gerais: 0, marketing: { email: 0, sms: 0 } },
    fidelidade,
  };
}

export function register(payload: ClienteCreatePayload) {
  // The button's dots show the wait (spec point 4), so no full-screen spinner on top.
  return callApi(clienteCreateCall, { body: payload }, { loading: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
