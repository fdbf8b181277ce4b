// Security headers on every answer: the built app, the API's envelopes and the documents.
// One Content-Security-Policy for the app that runs no inline script and talks only to its own origin
// (the API, the document frames, the service worker and manifest); nosniff; no referrer; HSTS in
// production only (a developer's http://localhost must stay reachable). The document pages replace the
// policy with their stricter one (documents/page-headers.ts), which still lets the app frame them.
// Helmet writes the headers, once per set of options at start-up (building them again on
// every request was a visible share of a call); each request then gets the finished headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Headers that replace the app's ones on this route (securityHeaders(), built once). */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

type Directives = Record<string, string[]>;

/** What the built app needs, and nothing more: every script, style and call comes from 'self'. */
export const APP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Ionic's components (Stencil) insert their styles as <style> elements at run time; no style
  // attribute needs to be allowed (the app sets styles through the DOM, which CSP does not restrict).
  'style-src': ["'self'", "'unsafe-inline'"],
  'style-src-attr': ["'none'"],
  // Ionicons ships its icons as data: SVG URLs.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The embedded viewer frames the API's document pages.
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Nobody frames the app (clickjacking); the documents set their own frame-ancestors.
  'frame-ancestors': ["'none'"],
};

/** HSTS for a year; only in production, where TLS is always in front of the API. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

function appOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: APP_DIRECTIVES },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // frame-ancestors says who may frame a page; X-Frame-Options cannot name the native app's origin.
    xFrameOptions: false,
  };
}

/** The headers helmet sets for these options, collected once from a stand-in response. */
function headersFor(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {
      // X-Powered-By: Fastify never sets it.
    },
  };
  const request = Object.create(null) as IncomingMessage;
  helmet(options)(request, response as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/** The app's headers with another Content-Security-Policy (the document pages'). */
export function securityHeaders(
  production: boolean,
  contentSecurityPolicy: NonNullable<HelmetOptions['contentSecurityPolicy']>,
): Readonly<Record<string, string>> {
  return headersFor({ ...appOptions(production), contentSecurityPolicy });
}

/**
 * The JSON API's answers: never a page, so they run, load and frame nothing (the headers OWASP's REST
 * Security Cheat Sheet asks of an API), without the app's page-only headers. Each answer
 * carried some 600 bytes of headers meant for the app's HTML, written by the API and read by every
 * client on every call.
 */
export function apiSecurityHeaders(production: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
  if (production) {
    headers['strict-transport-security'] = `max-age=${String(HSTS_MAX_AGE)}; includeSubDomains`;
  }
  return Object.freeze(headers);
}

/**
 * Every route `scope` registers from now on (its own and its children's) answers with the API's
 * headers, unless the route names its own.
 */
export function useApiSecurityHeaders(scope: FastifyInstance, production: boolean): void {
  const headers = apiSecurityHeaders(production);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, securityHeaders: route.config?.securityHeaders ?? headers };
  });
}

export const securityHeadersPlugin = fp<{ production: boolean }>(
  (app, { production }, done) => {
    const headers = headersFor(appOptions(production));
    app.addHook('onRequest', (request, reply, next) => {
      void reply.headers(request.routeOptions.config.securityHeaders ?? headers);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
