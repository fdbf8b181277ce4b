// Vite plugin writing a brotli (.br) and a gzip (.gz) copy next to every built text file worth it
// (web budgets): the API serves them to browsers that accept them (@fastify/static's
// preCompressed), so the home route's JavaScript and CSS travel compressed without compressing on each
// request. Written after the bundle, so the service worker's precache list does not name them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this size a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function writeCompressedCopies(path: string) {
  const source = readFileSync(path);
  if (source.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'fidelidade-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle)) {
        if (TEXT_FILE.test(fileName)) writeCompressedCopies(join(dir, fileName));
      }
    },
  };
}
