// The console's roles: administrador does everything; atendimento serves customers
// and their requests; financeiro sees balances, adjustments and reports and reads stores and rules;
// loja reads one store's purchases and ratings.
import { z } from 'zod';
import { validationMessages } from '../../messages.ts';

export const PAPEIS = ['administrador', 'atendimento', 'financeiro', 'loja'] as const;
export type Papel = (typeof PAPEIS)[number];

export const papelSchema = z.enum(PAPEIS, { error: validationMessages.invalidOption('papel') });
