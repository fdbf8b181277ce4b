// POST fale_conosco (spec points 3, 5 and 7): every field required, a valid e-mail, and the terms
// accepted. The terms message comes only on an otherwise valid form (spec point 5).
import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { UFS } from '../states.ts';
import { birthDateField } from '../validation/birth-date.ts';
import { emailField } from '../validation/email.ts';
import { nameField } from '../validation/name.ts';
import { mobilePhoneField } from '../validation/phone.ts';
import { requiredMultiLineText, requiredText, trimmedText } from '../validation/required.ts';
import { payloadObject } from './fields.ts';
import { defineCall } from './call.ts';

export const SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_MAX_LENGTH = 5000;

const required = validationMessages.required;

export const faleConoscoSchema = payloadObject({
  nome: nameField('nome'),
  email: emailField(required('e-mail')),
  data_nascimento: birthDateField(required('data de nascimento')),
  telefone: mobilePhoneField(required('telefone')),
  uf: trimmedText(required('estado'), 2, validationMessages.invalidUf)
    .toUpperCase()
    .pipe(z.enum(UFS, { error: validationMessages.invalidUf })),
  assunto: requiredText('assunto', SUBJECT_MAX_LENGTH),
  mensagem: requiredMultiLineText('mensagem', MESSAGE_MAX_LENGTH),
  aceitar_termos: z.boolean({ error: validationMessages.acceptTerms }).default(false),
}).refine((form) => form.aceitar_termos, {
  error: validationMessages.acceptTerms,
  path: ['aceitar_termos'],
  when: (payload) => payload.issues.length === 0,
});

export type FaleConoscoPayload = z.input<typeof faleConoscoSchema>;

export const faleConoscoCall = defineCall({
  method: 'POST',
  path: '/fale_conosco',
  body: faleConoscoSchema,
  response: z.null(),
  successCode: 201,
});
