// What the outbox accepts: an e-mail (subject, text and HTML bodies), an SMS (one text) or a push to one
// device (a notice's title, text and the app path it opens).
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

/** What a push carries to the device: the JSON the service worker and the native app read. */
export interface PushPayload {
  titulo: string;
  texto: string;
  /** The app path the notice opens. */
  url: string;
  /** The notice, so opening it marks it read. */
  avisoId: string;
}

export interface PushMessage {
  /** The device (inscricoes_push.id): a device dropped meanwhile discards the message. */
  inscricaoId: string;
  payload: PushPayload;
  clienteId: string;
}

/** `enqueue(message)` or `enqueue(trx, message)`: the second joins the caller's transaction. */
export type EnqueueArgs<M> = [message: M] | [executor: Executor, message: M];

export function splitArgs<M>(args: EnqueueArgs<M>): { executor: Executor | undefined; message: M } {
  return args.length === 1
    ? { executor: undefined, message: args[0] }
    : { executor: args[0], message: args[1] };
}
