// The Node.js major the project runs on is named once, in package.json's `engines`; the container, CI and
// this very test run read it or must agree with it, so a move to the next LTS cannot leave one behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeTarget } from '../scripts/build.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const floor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(engines)?.slice(1).map(Number);
const major = floor?.[0];

describe('the Node.js runtime', () => {
  it('is a floor on one major, named in package.json', () => {
    expect(major).toBeDefined();
  });

  it('is the one the tests run on: that major, at or above the floor', () => {
    const [x = 0, y = 0, z = 0] = process.versions.node.split('.').map(Number);
    const [, minor = 0, patch = 0] = floor ?? [];
    expect(x).toBe(major);
    expect(y * 1e6 + z).toBeGreaterThanOrEqual(minor * 1e6 + patch);
  });

  it('is the container image’s', () => {
    expect(read('Dockerfile')).toMatch(
      new RegExp(`^ARG NODE_IMAGE=node:${String(major)}-slim$`, 'm'),
    );
  });

  it('is the one the API bundle is built for', () => {
    expect(nodeTarget()).toBe(`node${String(major)}`);
  });

  it('is put on the PATH by CI before anything is installed', () => {
    const ci = read('.ci/run');
    const useNode = ci.indexOf('. scripts/use-node.sh');
    expect(useNode).toBeGreaterThan(-1);
    expect(useNode).toBeLessThan(ci.indexOf('npm ci'));
  });
});
