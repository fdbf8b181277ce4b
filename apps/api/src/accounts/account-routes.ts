// Every call of the customer's account (spec point 7): registration, login and logout, profile,
// notification preferences, deactivation and deletion. Registered inside the encrypted scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closureRoutes } from './routes/encerramento.ts';
import { loginRoutes } from './routes/login.ts';
import { logoutRoutes } from './routes/logout.ts';
import { notificationRoutes } from './routes/notificacoes.ts';
import { profileRoutes } from './routes/perfil.ts';
import { registrationRoutes } from './routes/cadastro.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registrationRoutes);
  await app.register(loginRoutes);
  await app.register(logoutRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(closureRoutes);
};
