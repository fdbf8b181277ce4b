// A new operator with an initial password; the operator enrols the second factor at the first sign-in.
import {
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  minLength,
  required,
} from 'react-admin';
import { ROLE_CHOICES } from './role-choices.ts';

export function OperatorCreate() {
  return (
    <Create
      redirect="list"
      transform={(data: Record<string, unknown>) => {
        const { lojaId, ...rest } = data;
        return lojaId ? { ...rest, lojaId } : rest;
      }}
    >
      <SimpleForm>
        <TextInput source="nome" validate={required()} />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <SelectInput source="papel" choices={ROLE_CHOICES} validate={required()} />
        <TextInput source="lojaId" helperText="painel.operadores.loja_ajuda" />
        <PasswordInput
          source="senha"
          autoComplete="new-password"
          helperText="painel.operadores.senha_ajuda"
          validate={[required(), minLength(12)]}
        />
      </SimpleForm>
    </Create>
  );
}
