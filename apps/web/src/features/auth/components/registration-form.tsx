// The registration form (spec points 2, 3 and 5): nome, cpf, celular, email and senha with their masks
// and messages. With the fidelidade flag (the programme's join page, DESIGN decision 13) an empty CPF
// says 'Digite o CPF!'. Success logs the new customer in, as login does (spec point 4). A 409 for a
// taken e-mail or CPF names the field (its data), and the form offers the way back in (taken-offer.tsx).
import {
  clienteCreateConflictSchema,
  clienteCreateFormSchema,
} from '@fidelidade/domain/contracts/cliente-create';
import { MOBILE_PHONE_MASK } from '@fidelidade/domain/masks/br-masks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastFirstError } from '../../../lib/form-errors.ts';
import { FormCpfField } from '../../../lib/ui/form-cpf-field.tsx';
import { FormMaskedField } from '../../../lib/ui/form-masked-field.tsx';
import { FormNameField } from '../../../lib/ui/form-name-field.tsx';
import { registrationPayload, useRegister } from '../api/register.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { CredentialFields } from './credential-fields.tsx';
import { RegisterButton } from './register-button.tsx';
import { type TakenField, TakenOffer } from './taken-offer.tsx';

const FIELD_ORDER = ['nome', 'cpf', 'celular', 'email', 'senha'] as const;

export function RegistrationForm({ fidelidade }: { fidelidade: boolean }) {
  const signIn = useSignIn();
  const registerCall = useRegister();
  const [taken, setTaken] = useState<TakenField | null>(null);
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(clienteCreateFormSchema),
    defaultValues: { nome: '', cpf: '', celular: '', email: '', senha: '', fidelidade },
  });
  const submit = handleSubmit(
    async (values) => {
      setTaken(null);
      const response = await registerCall.mutateAsync(registrationPayload(values));
      const conflict = clienteCreateConflictSchema.safeParse(response.data);
      if (response.responseCode === 409 && conflict.success) {
        setTaken({ ...conflict.data, email: values.email, cpf: values.cpf });
        return;
      }
      signIn(response);
    },
    toastFirstError([...FIELD_ORDER]),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormNameField control={control} name="nome" />
      <FormCpfField control={control} name="cpf" />
      <FormMaskedField
        control={control}
        name="celular"
        label="Celular"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        mask={MOBILE_PHONE_MASK}
      />
      <CredentialFields
        email={register('email')}
        senha={register('senha')}
        errors={formState.errors}
        newPassword
      />
      <RegisterButton busy={registerCall.isPending} />
      <TakenOffer taken={taken} />
    </form>
  );
}
