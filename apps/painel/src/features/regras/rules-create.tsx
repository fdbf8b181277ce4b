// A new version of the programme rules, from a month on. The API checks it as `npm run regras:nova`
// does and answers what is wrong, which the form shows as the notification.
import {
  Create,
  NumberInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const NUMBER_LIST = /^\s*\d+(?:[.,]\d+)?(?:\s*[;,]\s*\d+(?:[.,]\d+)?)*\s*$/;

/** A validator refusing text that does not match `pattern` (react-admin's regex() is memoized
 * through lodash, whose types the project does not install). */
const matches = (pattern: RegExp, message: string) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value.trim()) ? undefined : message;

/** '5, 5, 10, 15' as [5, 5, 10, 15]. */
function numbers(text: unknown): number[] {
  return String(text)
    .split(/[;,]/)
    .map((part) => Number(part.trim()))
    .filter((value) => !Number.isNaN(value));
}

interface RulesForm {
  inicio: string;
  taxas: string;
  niveis: string;
  carencia: number;
  validade: number;
}

export function RulesCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={(form: RulesForm) => ({
        inicio: form.inicio.trim(),
        taxas: numbers(form.taxas),
        niveis: numbers(form.niveis),
        carencia: form.carencia,
        validade: form.validade,
      })}
      mutationOptions={{
        onSuccess: () => {
          notify('painel.regras.criada', { type: 'success' });
          redirect('list', 'regras');
        },
      }}
    >
      <SimpleForm>
        <TextInput
          source="inicio"
          helperText="painel.regras.inicio_ajuda"
          validate={[required(), matches(MONTH, 'painel.regras.mes_invalido')]}
        />
        <TextInput
          source="taxas"
          helperText="painel.regras.taxas_ajuda"
          validate={[required(), matches(NUMBER_LIST, 'painel.regras.lista_invalida')]}
        />
        <TextInput
          source="niveis"
          helperText="painel.regras.niveis_ajuda"
          validate={[required(), matches(NUMBER_LIST, 'painel.regras.lista_invalida')]}
        />
        <NumberInput
          source="carencia"
          helperText="painel.regras.carencia_ajuda"
          validate={[required(), minValue(0)]}
        />
        <NumberInput
          source="validade"
          helperText="painel.regras.validade_ajuda"
          validate={[required(), minValue(1)]}
        />
      </SimpleForm>
    </Create>
  );
}
