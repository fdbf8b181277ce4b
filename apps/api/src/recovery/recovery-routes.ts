// The forgotten-password calls of spec point 7, in their order (spec point 2): esqueci_senha,
// enviar_codigo, valida_codigo_app, nova_senha. Registered inside the encrypted scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CodeHasher } from '../codes/code-hash.ts';
import { forgotPasswordRoutes } from './routes/forgot-password-routes.ts';
import { sendCodeRoutes } from './routes/send-code-routes.ts';
import { newPasswordRoutes } from './routes/new-password-routes.ts';
import { verifyCodeRoutes } from './routes/verify-code-routes.ts';

export interface RecoveryOptions {
  /** The clock of the code and request expiries and of the resend throttle (tests move it). */
  now: () => Date;
}

export interface RecoveryStepOptions extends RecoveryOptions {
  codes: CodeHasher;
}

export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryOptions> = async (app, { now }) => {
  const options: RecoveryStepOptions = {
    now,
    codes: new CodeHasher(app.config.encryptionSecret, 'codigo-recuperacao'),
  };
  await app.register(forgotPasswordRoutes, options);
  await app.register(sendCodeRoutes, options);
  await app.register(verifyCodeRoutes, options);
  await app.register(newPasswordRoutes, options);
};
