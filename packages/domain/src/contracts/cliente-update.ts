// PUT cliente (spec point 7): every current value with one changed. The CPF is sent but cannot change
// (spec point 6); it is still checked as on registration (spec point 5), and is '' for an account that
// holds none. Responds with the Cliente.
import type { z } from 'zod';
import { optionalBirthDateSchema } from '../validation/birth-date.ts';
import { heldCpfSchema } from '../validation/cpf.ts';
import { emailSchema } from '../validation/email.ts';
import { nameSchema } from '../validation/name.ts';
import { mobilePhoneSchema } from '../validation/phone.ts';
import { jwtSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';
import { clienteSchema } from './cliente.ts';
import { clienteCreateConflictSchema } from './cliente-create.ts';

export const clienteUpdateSchema = payloadObject({
  jwt: jwtSchema,
  nome: nameSchema,
  celular: mobilePhoneSchema,
  cpf: heldCpfSchema,
  dataNascimento: optionalBirthDateSchema,
  email: emailSchema,
});

export type ClienteUpdatePayload = z.input<typeof clienteUpdateSchema>;

export const clienteUpdateCall = defineCall({
  method: 'PUT',
  path: '/cliente',
  body: clienteUpdateSchema,
  response: clienteSchema,
  conflict: clienteCreateConflictSchema,
});
