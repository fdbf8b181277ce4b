// What every console action on a customer shares: the customer's id in the path, and the reason the
// operator gives, which the audit trail keeps beside the action (apps/api/src/painel/audit.ts).
// Operators are told not to write personal data in it.
import { z } from 'zod';
import { consoleCustomerMessages } from '../../messages.ts';
import { payloadObject } from '../fields.ts';

export const MOTIVO_MIN = 5;
/** As the auditoria.motivo column allows. */
export const MOTIVO_MAX = 500;

export const motivoSchema = z
  .string({ error: consoleCustomerMessages.reasonRequired })
  .trim()
  .min(1, consoleCustomerMessages.reasonRequired)
  .min(MOTIVO_MIN, consoleCustomerMessages.reasonTooShort(MOTIVO_MIN))
  .max(MOTIVO_MAX, consoleCustomerMessages.reasonTooLong(MOTIVO_MAX));

/** The body of an action that carries nothing but its reason. */
export const comMotivoSchema = payloadObject({ motivo: motivoSchema });
export type ComMotivo = z.infer<typeof comMotivoSchema>;

export const clienteParamsSchema = z.object({
  id: z.uuid({ error: consoleCustomerMessages.invalidCustomerId }),
});
