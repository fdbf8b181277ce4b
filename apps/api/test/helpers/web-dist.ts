// A built web app for the suites that serve one (WEB_DIST): index.html, a hashed asset and the
// manifest in a temporary folder, removed after the suite.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export const INDEX_HTML = '<!doctype html><title>Fidelidade</title><div id="root"></div>';
export const ASSET_JS = 'console.log("app");';

/** The folder, for `webDist`; it goes away after the enclosing suite. */
export function useWebDist(): string {
  const folder = mkdtempSync(join(tmpdir(), 'fidelidade-web-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), INDEX_HTML);
  writeFileSync(join(folder, 'assets', 'index-4f2a9c.js'), ASSET_JS);
  writeFileSync(join(folder, 'manifest.webmanifest'), '{"name":"Fidelidade"}');
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}
