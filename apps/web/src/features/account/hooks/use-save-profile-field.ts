// Profile edit (spec points 4 and 7): PUT cliente with every current value and one changed; success
// replaces the stored customer with the returned data and shows the server's message.
import { isSuccess } from '../../../lib/api/envelope.ts';
import { getUsuario, setUsuario } from '../../../lib/session-store.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import type { EditableField } from '../components/profile-fields.ts';

/** Resolves true when the change was saved; failures were already shown by the API client. */
export function useSaveProfileField() {
  const update = useUpdateProfile();
  const save = async (field: EditableField, value: string): Promise<boolean> => {
    const current = getUsuario();
    if (!current) return false;
    const { jwt, nome, celular, cpf, dataNascimento, email } = current;
    const response = await update.mutateAsync({
      ...{ jwt, nome, celular, cpf, dataNascimento, email },
      [field]: value,
    });
    if (!isSuccess(response) || !response.data) return false;
    // The answer is the customer as the server now has it; the session stays the same.
    setUsuario({ ...current, ...response.data });
    if (response.message) void showToast(response.message, 'sucesso');
    return true;
  };
  return { save, saving: update.isPending };
}
