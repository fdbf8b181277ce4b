// Vite plugin writing dist/sw.js at build time: pwa/service-worker.js preceded by the list of
// files to precache (the built index.html, every emitted chunk and asset, and the public files the shell
// shows), a version derived from that list, so each build installs a fresh cache and drops the old one,
// and the bases it leaves to the network: the app's API (VITE_API_BASE, as the app reads it), the
// partner API's default, and the operator console with its API (both under /painel, served by the same
// server: its pages must never get this app's cached shell).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import {
  DEFAULT_API_PREFIX,
  DEFAULT_PAINEL_PREFIX,
  DEFAULT_PARTNER_PREFIX,
} from '@fidelidade/domain/api-prefixes';

const SOURCE = join(import.meta.dirname, 'service-worker.js');

/** Every file under public/, as a URL path (icons, manifest, favicon). */
function publicFiles(publicDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(publicDir).map((path) => `/${relative(publicDir, path).split(sep).join('/')}`);
}

/** The same-origin bases, each ending in '/' (an API on another origin never reaches the worker). */
function networkOnly(apiBase: string | undefined): string[] {
  return [apiBase ?? DEFAULT_API_PREFIX, DEFAULT_PARTNER_PREFIX, DEFAULT_PAINEL_PREFIX]
    .filter((base) => base.startsWith('/'))
    .map((base) => `${base.replace(/\/+$/, '')}/`);
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  let apiBase: string | undefined;
  return {
    name: 'fidelidade-service-worker',
    apply: 'build',
    // After Vite's own plugins, so the built index.html is already in the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
      apiBase = (config.env as Record<string, string | undefined>).VITE_API_BASE;
    },
    generateBundle(_options, bundle) {
      const source = readFileSync(SOURCE, 'utf8');
      const precache = [
        ...Object.keys(bundle).map((fileName) => `/${fileName}`),
        ...(publicDir ? publicFiles(publicDir) : []),
      ]
        .filter((path) => path !== '/sw.js')
        .sort();
      const hash = createHash('sha256');
      for (const file of Object.values(bundle)) {
        hash.update(file.fileName);
        hash.update(file.type === 'asset' ? file.source : file.code);
      }
      hash.update(source);
      const version = hash.digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: [
          `const VERSION = '${version}';`,
          `const PRECACHE = ${JSON.stringify(precache)};`,
          `const NETWORK_ONLY = ${JSON.stringify(networkOnly(apiBase))};`,
          source,
        ].join('\n'),
      });
    },
  };
}
