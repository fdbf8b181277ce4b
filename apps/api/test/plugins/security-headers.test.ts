// Security headers on the three kinds of answer: the built app's HTML, the API's envelopes and
// the document pages the app frames; HSTS only in production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { useTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';

const folder = mkdtempSync(join(tmpdir(), 'fidelidade-web-'));
mkdirSync(join(folder, 'assets'));
writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Fidelidade</title>');
writeFileSync(join(folder, 'assets', 'index-4f2a9c.js'), 'console.log("app");');
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const NATIVE_APP = 'capacitor://localhost';

/** The policy as a map of directive → sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .filter((directive) => directive.trim() !== '')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

/** The answers of each kind: the app's HTML (a route and index.html), an envelope, a document. */
function answers(api: TestApp) {
  return {
    appRoute: () => fetch(`${api.baseUrl}/home`),
    appAsset: () => fetch(`${api.baseUrl}/assets/index-4f2a9c.js`),
    envelope: async () => {
      const answer = await encryptedClient(api.apiUrl).request('GET', '/saude');
      return new Response(null, { status: answer.status, headers: answer.headers });
    },
    notFound: () => fetch(`${api.apiUrl}/nao-existe`),
    document: () => fetch(`${api.apiUrl}/documentos/termos`),
    partner: () =>
      fetch(`${api.baseUrl}${api.app.config.partnerPrefix}/compras`, { method: 'POST' }),
  };
}

/** The shipped documents, framed by the app and by the native app's origin. */
const appConfig = {
  webDist: folder,
  documents: { dir: loadConfig({}).documents.dir, frameAncestors: [NATIVE_APP] },
};

describe('security headers', () => {
  const api = useTestApp({ database: 'pglite', config: appConfig });

  it('gives the app a policy with no inline script, talking only to its own origin', async () => {
    const response = await answers(api).appRoute();
    expect(response.status).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // The embedded viewer frames the API's document pages, on the same origin.
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it.each(['appRoute', 'appAsset', 'envelope', 'notFound', 'document'] as const)(
    '%s: nosniff, no referrer, no X-Frame-Options and, outside production, no HSTS',
    async (kind) => {
      const response = await answers(api)[kind]();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).not.toBeNull();
      // frame-ancestors decides who may frame: X-Frame-Options could not name the native app.
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('gives the JSON answers of the API, the key route and the partner API a policy that loads and frames nothing, without the page-only headers', async () => {
    const answersOfApi = [
      await answers(api).envelope(),
      await fetch(`${api.apiUrl}/chave/segunda/01/01`),
      await fetch(`${api.baseUrl}${api.app.config.partnerPrefix}/compras`, { method: 'POST' }),
    ];
    for (const response of answersOfApi) {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Object.fromEntries(policyOf(response))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      for (const pageOnly of ['cross-origin-opener-policy', 'x-xss-protection']) {
        expect(response.headers.get(pageOnly)).toBeNull();
      }
    }
    // A path under the API that names no route still gets the app's policy.
    const notFound = await answers(api).notFound();
    expect(notFound.status).toBe(404);
    expect(policyOf(notFound).get('script-src')).toEqual(["'self'"]);
  });

  it('lets the app and the native app frame a document page, which runs nothing', async () => {
    const response = await answers(api).document();
    expect(response.status).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", NATIVE_APP]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.has('script-src')).toBe(false);
  });

  it('gives the document 404 page and stylesheet the document policy too', async () => {
    const missing = await fetch(`${api.apiUrl}/documentos/contrato`);
    expect(missing.status).toBe(404);
    expect(policyOf(missing).get('default-src')).toEqual(["'none'"]);
    const stylesheet = await fetch(`${api.apiUrl}/documentos/documentos.css`);
    expect(policyOf(stylesheet).get('frame-ancestors')).toEqual(["'self'", NATIVE_APP]);
  });
});

describe('security headers in production', () => {
  const api = useTestApp({ database: 'pglite', config: { ...appConfig, nodeEnv: 'production' } });

  it.each(['appRoute', 'appAsset', 'envelope', 'notFound', 'document', 'partner'] as const)(
    '%s: HSTS for a year, subdomains included',
    async (kind) => {
      const response = await answers(api)[kind]();
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );
});
