// Headers of the document pages (DESIGN decision 12). They are shown in the app's iframe, so they may
// be framed by the app's own origin (frame-ancestors 'self') and by the extra origins configured
// (the native app's WebView); they run no script and load nothing but their stylesheet. The policy
// replaces the app's one on these routes only (plugins/security-headers.ts sets the other headers).
import type { FastifyReply } from 'fastify';
import { securityHeaders } from '../plugins/security-headers.ts';

export function documentSecurityHeaders(
  frameAncestors: readonly string[],
  production: boolean,
): Readonly<Record<string, string>> {
  return securityHeaders(production, {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'", ...frameAncestors],
    },
  });
}

export function setPageHeaders(reply: FastifyReply): void {
  void reply
    .header('content-language', 'pt-BR')
    // Always revalidated (cheap with the ETag), so a replaced document shows at once.
    .header('cache-control', 'no-cache');
}
