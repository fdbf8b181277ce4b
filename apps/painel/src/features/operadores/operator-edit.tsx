import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { ROLE_CHOICES } from './role-choices.ts';

export function OperatorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="nome" validate={required()} />
        <TextInput source="email" disabled />
        <SelectInput source="papel" choices={ROLE_CHOICES} validate={required()} />
        <TextInput source="lojaId" helperText="painel.operadores.loja_ajuda" />
        <BooleanInput source="ativo" />
      </SimpleForm>
    </Edit>
  );
}
