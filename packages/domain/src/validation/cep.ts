// Postal code (spec point 5: 00000-000). Accepts the bare 8 digits too; output is masked.
import { validationMessages } from '../messages.ts';
import { CEP_MAX_LENGTH, maskCep } from '../masks/br-masks.ts';
import { trimmedText, unlessEmpty } from './required.ts';

const CEP_SHAPE = /^\d{5}-?\d{3}$/;

export function isValidCep(value: string): boolean {
  return CEP_SHAPE.test(value);
}

export const cepSchema = trimmedText(
  validationMessages.required('CEP'),
  CEP_MAX_LENGTH,
  validationMessages.invalidCep,
)
  .refine(unlessEmpty(isValidCep), validationMessages.invalidCep)
  .transform(maskCep);
