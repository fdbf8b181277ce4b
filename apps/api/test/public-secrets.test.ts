// The secrets production refuses because anyone can read them: every example value the README and
// .env.example show is in the list config.ts checks, so an operator who copies one is stopped.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SECRETS } from '../src/public-secrets.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const SHOWN_IN = ['README.md', '.env.example'];

/** `NAME=value` of a variable named like a secret (…SECRET, …TOKEN, …PASSWORD), quotes and code marks off. */
const SECRET_ASSIGNMENT = /\b([A-Z][A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD))=([^\s`]*)/g;

function exampleSecrets(text: string): { name: string; value: string }[] {
  return [...text.matchAll(SECRET_ASSIGNMENT)].flatMap(([, name = '', raw = '']) => {
    const value = raw.replace(/^["']|["']$/g, '');
    return value === '' ? [] : [{ name, value }];
  });
}

describe('public secrets', () => {
  it.each(SHOWN_IN)('lists every example secret value %s shows', (file) => {
    const text = readFileSync(resolve(repoRoot, file), 'utf8');
    const unlisted = exampleSecrets(text).filter(({ value }) => !PUBLIC_SECRETS.has(value));
    expect(unlisted, 'add them to src/public-secrets.ts').toEqual([]);
  });

  it('finds the examples it looks for', () => {
    expect(
      exampleSecrets(
        'export ENCRYPTION_SECRET="abc" JWT_SECRET=... `SMS_API_TOKEN=t0k`\n# X_SECRET=',
      ),
    ).toEqual([
      { name: 'ENCRYPTION_SECRET', value: 'abc' },
      { name: 'JWT_SECRET', value: '...' },
      { name: 'SMS_API_TOKEN', value: 't0k' },
    ]);
    const readme = readFileSync(resolve(repoRoot, 'README.md'), 'utf8');
    expect(exampleSecrets(readme).map(({ name }) => name)).toContain('ENCRYPTION_SECRET');
  });
});
