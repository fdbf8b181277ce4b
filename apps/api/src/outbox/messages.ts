// What the outbox accepts: an e-mail (subject, text and HTML bodies) or an SMS (one text).
import type { Executor } from '../db/executor.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the contact form puts the customer's address here). */
  replyTo?: string;
  /** The customer the message concerns: erasing the account erases it (DESIGN decision 7). */
  clienteId?: string;
}

export interface SmsMessage {
  /** The phone, as stored (11 national digits) or masked; only digits are kept. */
  to: string;
  text: string;
  /** The customer the message concerns: erasing the account erases it (DESIGN decision 7). */
  clienteId?: string;
}

/** `enqueue(message)` or `enqueue(trx, message)`: the second joins the caller's transaction. */
export type EnqueueArgs<M> = [message: M] | [executor: Executor, message: M];

export function splitArgs<M>(args: EnqueueArgs<M>): { executor: Executor | undefined; message: M } {
  return args.length === 1
    ? { executor: undefined, message: args[0] }
    : { executor: args[0], message: args[1] };
}
