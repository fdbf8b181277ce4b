// Every call of the customer's account (spec point 7): registration, login and logout, profile,
// notification preferences, deactivation and deletion. Registered inside the encrypted scope.
// Registration and an address change send confirmation codes (DESIGN decision 19).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CodeHasher } from '../codes/code-hash.ts';
import { confirmationHasher } from '../contact-points/confirmations.ts';
import { closureRoutes } from './routes/closure-routes.ts';
import { loginRoutes } from './routes/login-routes.ts';
import { logoutRoutes } from './routes/logout-routes.ts';
import { notificationRoutes } from './routes/notification-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { registrationRoutes } from './routes/registration-routes.ts';

export interface AccountOptions {
  /** The clock of the confirmation codes, the changes they await and the e-mail release (tests move it). */
  now: () => Date;
}

export interface AccountRouteOptions extends AccountOptions {
  codes: CodeHasher;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountOptions> = async (app, { now }) => {
  const options = { now, codes: confirmationHasher(app.config.encryptionSecret) };
  await app.register(registrationRoutes, options);
  await app.register(loginRoutes, options);
  await app.register(logoutRoutes);
  await app.register(profileRoutes, options);
  await app.register(notificationRoutes, options);
  await app.register(closureRoutes);
};
