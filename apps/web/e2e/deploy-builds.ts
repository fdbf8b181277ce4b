// What the deploy journeys share: the current build (apps/web/dist), a next build of the same app whose
// chunks all have other names, and the deploy itself, which switches the served folder to another
// build at once, as a release that repoints a link does: the previous build's chunks are gone (404)
// afterwards, and no request meets a folder half removed or half copied.
import { spawn } from 'node:child_process';
import { readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@fidelidade/test-kit/api-server';

const webRoot = join(repoRoot, 'apps/web');
export const currentBuild = join(webRoot, 'dist');

/** Builds the app into `outDir` with next-build.config.ts (a production build, like `npm run build`). */
export async function buildNextVersion(outDir: string): Promise<void> {
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'build', '--config', 'e2e/next-build.config.ts', '--outDir', outDir];
  // The test runner's NODE_ENV=test would give the bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = spawn(process.execPath, args, {
    cwd: webRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`the next build failed:\n${errors}`);
}

/** Makes `site` (a link) serve `build`: the new link is renamed over the old one, in one step. */
export function deploy(build: string, site: string): void {
  const next = `${site}.next`;
  rmSync(next, { force: true });
  symlinkSync(build, next, 'dir');
  renameSync(next, site);
}

/** The URL path of a build's chunk for a source module (`loyalty-join-page`), as the page asks for it. */
export function chunkPath(build: string, module: string): string {
  const names = readdirSync(join(build, 'assets')).filter(
    (name) => name.startsWith(`${module}-`) && name.endsWith('.js'),
  );
  if (names.length !== 1) throw new Error(`${module}: ${names.length} chunks in ${build}`);
  return `/assets/${names[0]}`;
}

/** Every file a build serves under /assets, as URL paths. */
export function assetPaths(build: string): Set<string> {
  return new Set(readdirSync(join(build, 'assets')).map((name) => `/assets/${name}`));
}

/** Removes a chunk and its brotli and gzip copies from a build: a release that lacks the screen. */
export function removeChunk(build: string, path: string): void {
  for (const suffix of ['', '.br', '.gz']) rmSync(join(build, `${path}${suffix}`), { force: true });
}
