import {
  BooleanInput,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { ResetAccessButton } from './reset-access-button.tsx';
import { ROLE_CHOICES } from './role-choices.ts';

// Operators are deactivated, never deleted (the audit trail names them): the toolbar saves, and
// resets the access of one who lost the second factor.
export function OperatorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
            <ResetAccessButton />
          </Toolbar>
        }
      >
        <TextInput source="nome" validate={required()} />
        <TextInput source="email" disabled />
        <SelectInput source="papel" choices={ROLE_CHOICES} validate={required()} />
        <TextInput source="lojaId" helperText="painel.operadores.loja_ajuda" />
        <BooleanInput source="ativo" />
      </SimpleForm>
    </Edit>
  );
}
