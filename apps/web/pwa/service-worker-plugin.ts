// Vite plugin writing dist/sw.js at build time: pwa/service-worker.js preceded by the list of
// files to precache (the built index.html, every emitted chunk and asset, and the public files the shell
// shows) and a version derived from that list, so each build installs a fresh cache and drops the old one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

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

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'fidelidade-service-worker',
    apply: 'build',
    // After Vite's own plugins, so the built index.html is already in the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
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
        source: `const VERSION = '${version}';\nconst PRECACHE = ${JSON.stringify(precache)};\n${source}`,
      });
    },
  };
}
