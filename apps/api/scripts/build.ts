// `npm run build -w @fidelidade/api`: the API as plain JavaScript in apps/api/dist, so production runs
// `node dist/server.js` instead of compiling TypeScript as it loads (the loader's compiler and
// its worker thread cost some 80 MB of resident memory and a slower start). One ESM file per entry
// point, the shared @fidelidade/domain package bundled in, every other dependency left to
// node_modules; the migrations are copied beside the bundle, where src/db/migrator.ts looks for them.
import { cp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the bundles go. Same depth as src/, so paths that src/config.ts derives stay right. */
export const API_DIST = `${apiRoot}dist/`;

const ENTRY_POINTS = {
  server: `${apiRoot}src/server.ts`,
  'loja-criar': `${apiRoot}scripts/loja-criar.ts`,
  'loja-revogar': `${apiRoot}scripts/loja-revogar.ts`,
  'operador-criar': `${apiRoot}scripts/operador-criar.ts`,
};

function externalPackages(): string[] {
  const manifest = JSON.parse(readFileSync(`${apiRoot}package.json`, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies)
    .filter((name) => !name.startsWith('@fidelidade/'))
    .flatMap((name) => [name, `${name}/*`]);
}

/** esbuild's target for the Node.js major of the root package.json's `engines` (`>=24.11.0`: node24). */
export function nodeTarget(): string {
  const manifest = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as {
    engines: { node: string };
  };
  const major = /^>=(\d+)\./.exec(manifest.engines.node)?.[1];
  if (!major) throw new Error(`engines.node sem versão mínima: ${manifest.engines.node}`);
  return `node${major}`;
}

/** Bundles `entryPoints` (output name → source file) into dist/, with the migrations beside them. */
export async function buildApi(entryPoints: Record<string, string> = ENTRY_POINTS): Promise<void> {
  await build({
    entryPoints,
    outdir: API_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: nodeTarget(),
    sourcemap: 'linked',
    external: externalPackages(),
    logLevel: 'warning',
  });
  await rm(`${API_DIST}migrations`, { recursive: true, force: true });
  await cp(`${apiRoot}src/db/migrations`, `${API_DIST}migrations`, { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await rm(API_DIST, { recursive: true, force: true });
  await buildApi();
  process.stdout.write(`API construída em ${API_DIST}\n`);
}
