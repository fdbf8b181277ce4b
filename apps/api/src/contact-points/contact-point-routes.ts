// The calls that prove the account's e-mail and phone (DESIGN decision 19): enviar_confirmacao sends a
// code to the session's own address, confirmar_contato checks the code of the account's open
// confirmation (that one, or a change PUT cliente opened). Registered inside the encrypted scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CodeHasher } from '../codes/code-hash.ts';
import { confirmationHasher } from './confirmations.ts';
import { confirmContactRoutes } from './routes/confirm-contact-routes.ts';
import { sendConfirmationRoutes } from './routes/send-confirmation-routes.ts';

export interface ContactPointOptions {
  /** The clock of the codes' expiry and of the resend throttle (tests move it). */
  now: () => Date;
}

export interface ContactPointRouteOptions extends ContactPointOptions {
  codes: CodeHasher;
}

export const contactPointRoutes: FastifyPluginAsyncZod<ContactPointOptions> = async (
  app,
  { now },
) => {
  const options = { now, codes: confirmationHasher(app.config.encryptionSecret) };
  await app.register(sendConfirmationRoutes, options);
  await app.register(confirmContactRoutes, options);
};
