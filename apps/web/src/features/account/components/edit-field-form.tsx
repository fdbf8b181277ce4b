// Edit field (spec point 2): one input with its mask and rule (spec point 5), 'Confirmar' and
// 'Não editar'. The name input drops a last character that is not a letter or a space. A new e-mail or
// phone goes on to its code (change-code-step.tsx).
import { sanitizeNameInput } from '@fidelidade/domain/validation/name';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { toastFirstError } from '../../../lib/form-errors.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { FormMaskedField } from '../../../lib/ui/form-masked-field.tsx';
import { useCloseSheet } from '../../../lib/ui/sheet-modal-context.ts';
import { TextField } from '../../../lib/ui/text-field.tsx';
import { useSaveProfileField } from '../hooks/use-save-profile-field.ts';
import type { PendingChange } from './change-code-step.tsx';
import { type EditableField, FIELD_SPECS } from './profile-fields.ts';

export interface EditFieldFormProps {
  field: EditableField;
  cliente: Cliente;
  /** A new e-mail or phone the server sent a code to instead of applying it. */
  onAwaitingCode: (change: PendingChange) => void;
}

export function EditFieldForm({ field, cliente, onAwaitingCode }: EditFieldFormProps) {
  const { label, mask, placeholder, input, schema, initial } = FIELD_SPECS[field];
  const close = useCloseSheet();
  const { save, saving } = useSaveProfileField();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(z.object({ valor: schema })),
    defaultValues: { valor: initial(cliente) },
  });
  const submit = handleSubmit(
    async ({ valor }) => {
      const result = await save(field, valor);
      if (result === 'saved') close();
      else if (result !== 'failed') onAwaitingCode({ field, valor, message: result.awaitingCode });
    },
    toastFirstError(['valor']),
  );
  const common = { label, placeholder, ...input };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {mask ? (
        <FormMaskedField control={control} name="valor" mask={mask} {...common} />
      ) : (
        <Controller
          control={control}
          name="valor"
          render={({ field: text, fieldState }) => (
            <TextField
              {...common}
              {...text}
              value={text.value ?? ''}
              error={fieldState.error?.message}
              onChange={(event) => {
                const { value } = event.target;
                text.onChange(field === 'nome' ? sanitizeNameInput(value) : value);
              }}
            />
          )}
        />
      )}
      <div className="form-actions">
        <ion-button type="submit" expand="block" disabled={saving}>
          Confirmar
        </ion-button>
        <ion-button expand="block" fill="outline" onClick={close}>
          Não editar
        </ion-button>
      </div>
    </form>
  );
}
