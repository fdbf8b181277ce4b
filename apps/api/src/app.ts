// Builds the API as a Fastify instance: what server.ts listens with and what the tests call over HTTP
// (STYLE apps/api, after fastify/demo). Plugins in two layers, external then the app's own, then the
// routes: the key route, then the encrypted scope that every resource route of spec point 7 joins.
import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type FastifyPluginCallbackZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/account-routes.ts';
import { claimRoutes } from './claims/claims-routes.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { contactPointRoutes } from './contact-points/contact-point-routes.ts';
import { corsPlugin } from './plugins/cors.ts';
import { documentRoutes } from './documents/document-routes.ts';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import { JOBS_SCHEMA } from './jobs/scheduler.ts';
import { describeError } from './http/describe-error.ts';
import { failure } from './http/envelope.ts';
import { loggerOptions } from './http/logger.ts';
import { loyaltyRoutes } from './loyalty/loyalty-routes.ts';
import { programmeRulesPlugin } from './loyalty/programme-rules-plugin.ts';
import { partnerPlugin } from './partner/partner-plugin.ts';
import { privacyRoutes } from './privacy/privacy-routes.ts';
import { noticeRoutes } from './notices/notice-routes.ts';
import { noticesPlugin } from './notices/notices-plugin.ts';
import { outboxPlugin } from './outbox/outbox-plugin.ts';
import { painelPlugin } from './painel/painel-plugin.ts';
import { recoveryRoutes } from './recovery/recovery-routes.ts';
import { limitsPlugin } from './limits/limits-plugin.ts';
import { apiPrefixesPlugin, serveApiUnder } from './plugins/api-prefixes.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { dayKeysPlugin, encryptionHooks } from './plugins/encryption.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { genReqId, requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin, useApiSecurityHeaders } from './plugins/security-headers.ts';
import { painelAppPlugin } from './plugins/painel-app.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { keyRoutes } from './routes/key-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** An open database to use (tests); by default the one the configuration names. */
  database?: Database;
  /** Where log lines go (tests read them); by default standard output. */
  logStream?: NodeJS.WritableStream;
  /** More routes for the encrypted scope, registered after the app's own. */
  encryptedRoutes?: FastifyPluginAsyncZod | FastifyPluginCallbackZod;
  /**
   * The clock of time-bound rules (outbox retries, codes, the e-mail release, what the scheduled jobs
   * find due); tests move it.
   */
  now?: () => Date;
  /** The job library's schema; tests that share a PostgreSQL server give each app its own. */
  jobsSchema?: string;
  /** The agent push requests go through; tests trust a local push service's certificate with it. */
  pushAgent?: Agent;
}

export function databaseOptions(config: Config, onPoolError?: (e: Error) => void): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, ...(onPoolError ? { onPoolError } : {}) }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // What Node.js refuses before Fastify reads it (a URL or headers too long) gets the envelope too.
    clientErrorHandler,
    // What fails before a route is found (a malformed or too long URL) gets the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { statusCode, message } = describeError(error);
      void reply.code(statusCode).send(failure(message, statusCode));
    },
  }).withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  const production = config.nodeEnv === 'production';
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain body is refused with 415 instead of reaching a route as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);

  const database =
    options.database ??
    (await openDatabase(
      databaseOptions(config, (error) => {
        app.log.error({ err: error }, 'database pool error');
      }),
    ));

  await app.register(requestIdPlugin);
  await app.register(apiPrefixesPlugin);
  await app.register(securityHeadersPlugin, { production });
  await app.register(errorHandlerPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(databasePlugin, { database });
  await app.register(programmeRulesPlugin);
  await app.register(outboxPlugin, { config, now, pushAgent: options.pushAgent });
  await app.register(noticesPlugin, { config, now });
  await app.register(jobsPlugin, {
    enabled: config.scheduledJobs,
    schema: options.jobsSchema ?? JOBS_SCHEMA,
    now,
  });
  await app.register(authPlugin, config);
  await app.register(limitsPlugin, config);
  await app.register(dayKeysPlugin, {
    serverSecret: config.encryptionSecret,
    transportSecret: config.transportSecret,
  });
  await app.register(docsPlugin, { apiPrefix: config.apiPrefix });

  await app.register(
    async (api) => {
      serveApiUnder(api);
      await api.register(async (keys) => {
        useApiSecurityHeaders(keys, production);
        await keys.register(keyRoutes, { transportSecret: config.transportSecret });
      });
      await api.register(documentRoutes, {
        folder: config.documents.dir,
        frameAncestors: config.documents.frameAncestors,
        production,
      });
      await api.register(async (encrypted) => {
        useApiSecurityHeaders(encrypted, production);
        await encrypted.register(encryptionHooks, { allowPlaintext: config.allowPlaintext });
        await encrypted.register(healthRoutes);
        await encrypted.register(contactRoutes);
        await encrypted.register(recoveryRoutes, { now });
        await encrypted.register(accountRoutes, { now });
        await encrypted.register(contactPointRoutes, { now });
        await encrypted.register(claimRoutes, { now });
        await encrypted.register(loyaltyRoutes);
        await encrypted.register(privacyRoutes);
        await encrypted.register(noticeRoutes, { now });
        if (options.encryptedRoutes) await encrypted.register(options.encryptedRoutes);
      });
    },
    { prefix: config.apiPrefix },
  );

  await app.register(
    async (partner) => {
      useApiSecurityHeaders(partner, production);
      await partner.register(partnerPlugin);
    },
    { prefix: config.partnerPrefix },
  );
  await app.register(painelPlugin, { prefix: config.painel.apiPrefix, now, production });
  await app.register(painelAppPlugin, { painelDist: config.painelDist });
  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
