// The User of spec point 3, as the API returns it and the app stores it under '2v.usuario'.
import { z } from 'zod';
import { flagSchema } from './fields.ts';

const BR_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

export const userSchema = z.object({
  nome: z.string(),
  /** 11 digits. */
  cpf: z.string().regex(/^\d{11}$/),
  /** 11 national digits (DDD + number). */
  celular: z.string(),
  email: z.string(),
  /** dd/MM/yyyy, or '' when not given. */
  dataNascimento: z.union([z.literal(''), z.string().regex(BR_DATE)]),
  jwt: z.string(),
  notificacoesMarketingEmail: flagSchema('notificacoesMarketingEmail'),
  notificacoesMarketingSms: flagSchema('notificacoesMarketingSms'),
});

export type User = z.infer<typeof userSchema>;
