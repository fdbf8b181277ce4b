// Profile edit (spec points 4 and 7): PUT cliente with every current value and one changed; success
// replaces the stored customer with the returned data and shows the server's message. A new e-mail or
// phone is not applied at once (DESIGN decision 19): the server sends a code to it and names it as
// pending, and its message, saying where the code went, is for the edit modal to show.
import { isSuccess } from '../../../lib/api/envelope.ts';
import { getCliente, storeAnsweredCliente } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { useUpdateProfile } from '../api/update-profile.ts';
import type { EditableField } from '../components/profile-fields.ts';

/** Failures were already shown by the API client; a change awaiting its code carries the message. */
export type SaveResult = 'failed' | 'saved' | { awaitingCode: string };

function awaitsCode(field: EditableField, answer: Cliente): boolean {
  if (field === 'email') return answer.emailPendente !== undefined;
  return field === 'celular' && answer.celularPendente !== undefined;
}

export function useSaveProfileField() {
  const update = useUpdateProfile();
  const save = async (field: EditableField, value: string): Promise<SaveResult> => {
    const current = getCliente();
    if (!current) return 'failed';
    const { jwt, nome, celular, cpf, dataNascimento, email } = current;
    const response = await update.mutateAsync({
      ...{ jwt, nome, celular, cpf, dataNascimento, email },
      [field]: value,
    });
    if (!isSuccess(response) || !response.data) return 'failed';
    // The answer is the customer as the server now has it; the session stays the same.
    storeAnsweredCliente(response.data);
    if (awaitsCode(field, response.data)) return { awaitingCode: response.message };
    if (response.message) void showToast(response.message, 'sucesso');
    return 'saved';
  };
  return { save, saving: update.isPending };
}
