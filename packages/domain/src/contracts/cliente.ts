// The User of spec point 3, as the API returns it and the app stores it under '2v.usuario', plus
// whether each address is proven (DESIGN decision 19) and, after PUT cliente names a new one, the
// address that awaits its code.
import { z } from 'zod';
import { flagSchema } from './fields.ts';
import { defineCall } from './call.ts';

const BR_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

export const clienteSchema = z.object({
  nome: z.string(),
  /** 11 digits, or '' once a resolved CPF claim moved the CPF to its proven owner. */
  cpf: z.union([z.literal(''), z.string().regex(/^\d{11}$/)]),
  /** 11 national digits (DDD + number). */
  celular: z.string(),
  email: z.string(),
  /** dd/MM/yyyy, or '' when not given. */
  dataNascimento: z.union([z.literal(''), z.string().regex(BR_DATE)]),
  jwt: z.string(),
  notificacoesMarketingEmail: flagSchema('notificacoesMarketingEmail'),
  notificacoesMarketingSms: flagSchema('notificacoesMarketingSms'),
  /** The e-mail was proven with a code (or a recovery by e-mail). */
  emailConfirmado: z.boolean(),
  /** The phone was proven with a code (or a recovery by SMS). */
  celularConfirmado: z.boolean(),
  /** A new e-mail PUT cliente named, applied once its code is confirmed (confirmar_contato). */
  emailPendente: z.string().optional(),
  /** A new phone (11 digits) PUT cliente named, applied once its code is confirmed. */
  celularPendente: z.string().optional(),
});

export type Cliente = z.infer<typeof clienteSchema>;

/** GET cliente: the session's customer. */
export const clienteCall = defineCall({ method: 'GET', path: '/cliente', response: clienteSchema });
