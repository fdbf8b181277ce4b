// The container image installs from every workspace's manifest (Dockerfile, stage `manifests`): npm ci
// refuses a lockfile that names a workspace whose package.json it cannot see, so a workspace added to
// the repository without its line there breaks the image's build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The workspace folders package.json's `workspaces` globs ('packages/*', 'apps/*') match. */
function workspaces(): string[] {
  const { workspaces: globs } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return globs.flatMap((glob) => {
    const parent = glob.replace(/\/\*$/, '');
    return readdirSync(join(root, parent))
      .map((name) => `${parent}/${name}`)
      .filter((folder) => existsSync(join(root, folder, 'package.json')));
  });
}

it('copies the manifest of every workspace before npm ci', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const found = workspaces();
  expect(found).toContain('packages/test-kit');
  for (const folder of found) {
    expect(dockerfile, folder).toContain(`COPY ${folder}/package.json ${folder}/`);
  }
});
