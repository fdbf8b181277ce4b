// POST cliente: the registration payload of spec point 3, plus the form's fidelidade flag
// (DESIGN decision 13). Responds with the Cliente.
import { z } from 'zod';
import { apiMessages, validationMessages } from '../messages.ts';
import { cpfSchema } from '../validation/cpf.ts';
import { emailSchema } from '../validation/email.ts';
import { nameSchema } from '../validation/name.ts';
import { passwordSchema } from '../validation/password.ts';
import { mobilePhoneSchema } from '../validation/phone.ts';
import { flagSchema, payloadObject } from './fields.ts';
import { defineCall } from './call.ts';
import { clienteSchema } from './cliente.ts';

export const dadosPessoaisSchema = payloadObject({
  nome: nameSchema,
  cpf: cpfSchema,
  celular: mobilePhoneSchema,
  email: emailSchema,
  senha: passwordSchema,
});

/**
 * Spec point 5: with the fidelidade flag set, an empty CPF says 'Digite o CPF!' instead of the
 * required text. The CPF's own issue is reworded in place, so issues keep the form's field order.
 */
function withFidelidadeCpfMessage<T extends z.ZodType>(schema: T, cpfPath: readonly string[]) {
  return schema.superRefine(
    (_value, ctx) => {
      const input = ctx.value as { fidelidade?: unknown } | null | undefined;
      if (input?.fidelidade !== true) return;
      ctx.issues.forEach((issue, index) => {
        const atCpf = issue.path?.join('.') === cpfPath.join('.');
        if (atCpf && (issue.code === 'too_small' || issue.code === 'invalid_type')) {
          ctx.issues[index] = { ...issue, message: validationMessages.missingCpf };
        }
      });
    },
    { when: () => true },
  );
}

const fidelidadeFlag = z.boolean({ error: validationMessages.invalidOption('fidelidade') });

/** The registration form's own fields, flat (the modal and cadastro-fidelidade). */
export const clienteCreateFormSchema = withFidelidadeCpfMessage(
  dadosPessoaisSchema.extend({ fidelidade: fidelidadeFlag.default(false) }),
  ['cpf'],
);

// customerId, endereco and cartao are sent empty (spec point 3).
const emptyPart = z.literal('', { error: apiMessages.invalidRequest }).default('');

const notificacoesSchema = payloadObject({
  gerais: flagSchema('gerais').default(0),
  marketing: z
    .object({ email: flagSchema('email').default(0), sms: flagSchema('sms').default(0) })
    .default({ email: 0, sms: 0 }),
});

export const clienteCreateSchema = withFidelidadeCpfMessage(
  payloadObject({
    customerId: emptyPart,
    dadosPessoais: dadosPessoaisSchema,
    endereco: emptyPart,
    cartao: emptyPart,
    notificacoes: notificacoesSchema.default({ gerais: 0, marketing: { email: 0, sms: 0 } }),
    fidelidade: fidelidadeFlag.default(false),
  }),
  ['dadosPessoais', 'cpf'],
);

export type ClienteCreatePayload = z.input<typeof clienteCreateSchema>;
export type ClienteCreate = z.output<typeof clienteCreateSchema>;

/**
 * The data of a 409 from POST cliente (and of PUT cliente's taken e-mail): which field another account
 * holds, so the app can offer recovery (e-mail) or a claim (CPF).
 */
export const clienteCreateConflictSchema = z.object({ campo: z.enum(['cpf', 'email']) });

export type ClienteCreateConflict = z.infer<typeof clienteCreateConflictSchema>;

export const clienteCreateCall = defineCall({
  method: 'POST',
  path: '/cliente',
  body: clienteCreateSchema,
  response: clienteSchema,
  conflict: clienteCreateConflictSchema,
  successCode: 201,
});
