// The rows of My account (spec point 2) and how each editable one is edited: its label (also the edit
// modal's 'Editar {field}'), its input mask and its rule from the PUT cliente contract (spec point 5);
// the e-mail and phone rows also say whether the address is proven (DESIGN decision 19).
import { clienteUpdateSchema } from '@fidelidade/domain/contracts/cliente-update';
import {
  DATE_MASK,
  MOBILE_PHONE_MASK,
  maskCpf,
  maskMobilePhone,
} from '@fidelidade/domain/masks/br-masks';
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import { appMessages, contactPointMessages } from '@fidelidade/domain/messages';
import type { z } from 'zod';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

export const EDITABLE_FIELDS = ['nome', 'celular', 'email', 'dataNascimento'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export interface EditableFieldSpec {
  label: string;
  /** The input's imask pattern, for the masked fields. */
  mask?: string;
  /** What the input starts with. */
  initial: (cliente: Cliente) => string;
  schema: z.ZodType<string, string | undefined>;
  input: { type?: string; inputMode?: 'text' | 'numeric' | 'tel' | 'email'; autoComplete: string };
  placeholder?: string;
}

const { shape } = clienteUpdateSchema;

export const FIELD_SPECS: Record<EditableField, EditableFieldSpec> = {
  nome: {
    label: 'Nome',
    initial: (cliente) => cliente.nome,
    schema: shape.nome,
    input: { autoComplete: 'name' },
  },
  celular: {
    label: 'Telefone',
    mask: MOBILE_PHONE_MASK,
    initial: (cliente) => maskMobilePhone(cliente.celular),
    schema: shape.celular,
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  },
  email: {
    label: 'E-mail',
    initial: (cliente) => cliente.email,
    schema: shape.email,
    input: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  },
  dataNascimento: {
    label: 'Data Nascimento',
    mask: DATE_MASK,
    initial: (cliente) => cliente.dataNascimento,
    schema: shape.dataNascimento,
    input: { inputMode: 'numeric', autoComplete: 'bday' },
    placeholder: 'dd/mm/aaaa',
  },
};

export function isEditableField(value: string | null): value is EditableField {
  return (EDITABLE_FIELDS as readonly (string | null)[]).includes(value);
}

/** An address the customer proves with a code (DESIGN decision 19). */
export interface RowProof {
  canal: CodeChannel;
  /** False when unproven; undefined for a customer stored before the app knew (shown as nothing). */
  confirmed: (cliente: Cliente) => boolean | undefined;
  /** The button that opens the confirmation sheet. */
  action: string;
}

export interface AccountRow {
  key: EditableField | 'cpf';
  label: string;
  value: (cliente: Cliente) => string;
  proof?: RowProof;
}

/** The rows in the order of spec point 2; the CPF cannot change (spec point 6). */
export const ACCOUNT_ROWS: readonly AccountRow[] = [
  { key: 'nome', label: 'Nome', value: (u) => u.nome },
  {
    key: 'celular',
    label: 'Telefone',
    value: (u) => maskMobilePhone(u.celular),
    proof: {
      canal: 'sms',
      confirmed: (u) => u.celularConfirmado,
      action: contactPointMessages.confirmPhone,
    },
  },
  {
    key: 'email',
    label: 'E-mail',
    value: (u) => u.email,
    proof: {
      canal: 'email',
      confirmed: (u) => u.emailConfirmado,
      action: contactPointMessages.confirmEmail,
    },
  },
  { key: 'cpf', label: 'CPF', value: (u) => maskCpf(u.cpf) },
  {
    key: 'dataNascimento',
    label: 'Data Nascimento',
    value: (u) => u.dataNascimento || appMessages.addBirthday,
  },
];
