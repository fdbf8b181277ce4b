// Hybrid app: `cap sync` (what `npm run mobile:sync` runs after the web build) puts the built web
// app inside both native projects, with the app id and name of capacitor.config.ts.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const web = resolve(import.meta.dirname, '..');
const dist = join(web, 'dist');
const cap = resolve(web, '../../node_modules/.bin/cap');

const projects = [
  {
    platform: 'android',
    publicDir: join(web, 'android/app/src/main/assets/public'),
    config: join(web, 'android/app/src/main/assets/capacitor.config.json'),
  },
  {
    platform: 'ios',
    publicDir: join(web, 'ios/App/App/public'),
    config: join(web, 'ios/App/App/capacitor.config.json'),
  },
];

/** The scripts and stylesheets index.html loads. */
const assetsOf = (html: string) =>
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');

describe('mobile sync', () => {
  it('copies the built web app and the configuration into the Android and iOS projects', async () => {
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const assets = assetsOf(index);
    expect(assets.length).toBeGreaterThan(0);
    // Start from projects without web assets, so what is found below was written by this sync.
    for (const { publicDir, config } of projects) {
      rmSync(publicDir, { recursive: true, force: true });
      rmSync(config, { force: true });
    }

    await promisify(execFile)(cap, ['sync'], { cwd: web, timeout: 120_000 });

    for (const { platform, publicDir, config } of projects) {
      expect(readFileSync(join(publicDir, 'index.html'), 'utf8'), platform).toBe(index);
      for (const asset of assets) expect(existsSync(join(publicDir, asset)), asset).toBe(true);
      const settings = JSON.parse(readFileSync(config, 'utf8')) as Record<string, unknown>;
      expect(settings).toMatchObject({ appId: 'br.com.fidelidade.app', appName: 'Fidelidade' });
    }
  });
});
