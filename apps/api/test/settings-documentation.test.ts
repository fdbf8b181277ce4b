// The settings are documented in .env.example, the README's configuration table and the limits'
// table: each must agree with the schema in config.ts, which is the one place a setting is defined.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS, type Setting } from '../src/config.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');
const byName = new Map(SETTINGS.map((setting) => [setting.name, setting]));

/** The default as the documents write it: none when it is unset or empty. */
const documentedDefault = (setting: Setting) => setting.default || undefined;

interface Assignment {
  name: string;
  value: string;
  commented: boolean;
}

/** Every `NAME=value` line of .env.example, set or commented out (`# NAME=value`). */
function envExampleAssignments(text: string): Assignment[] {
  return [...text.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
    ([, comment, name = '', value = '']) => ({ name, value, commented: comment !== undefined }),
  );
}

interface TableRow {
  names: string[];
  /** Each name's default cell: a value in backticks, "—" or prose (not checked). */
  defaults: string[];
}

/** The rows of the README's table under "## Configuração". */
function readmeRows(text: string): TableRow[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('Configuração')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [namesCell = '', defaultsCell = ''] = line.split('|').slice(1);
      const names = [...namesCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name = '']) => name);
      const cells = defaultsCell.trim().split(' / ');
      // One "—" stands for every name of its row.
      const defaults = cells.length === names.length ? cells : names.map(() => cells[0] ?? '');
      return { names, defaults };
    });
}

describe('settings documentation', () => {
  it('lists every variable in .env.example, each set or shown with its default', () => {
    const assignments = envExampleAssignments(read('.env.example'));
    const listed = new Set(assignments.map(({ name }) => name));
    expect(SETTINGS.filter(({ name }) => !listed.has(name)).map(({ name }) => name)).toEqual([]);
    for (const { name, value, commented } of assignments) {
      const setting = byName.get(name);
      expect(setting, `${name} is not read by the API`).toBeDefined();
      if (!setting) continue;
      // A commented-out line may show an example where there is no default, or where it is a folder.
      const example =
        commented && (value === '' || !documentedDefault(setting) || setting.inRepository);
      if (!example) expect(value, name).toBe(setting.default);
    }
  });

  it("has the README's table name only variables the API reads, with their defaults", () => {
    const rows = readmeRows(read('README.md'));
    expect(rows.length).toBeGreaterThan(20);
    for (const { names, defaults } of rows) {
      names.forEach((name, index) => {
        const setting = byName.get(name);
        expect(setting, `${name} is not read by the API`).toBeDefined();
        if (!setting) return;
        const cell = defaults[index]?.trim() ?? '';
        const value = /^`([^`]*)`$/.exec(cell)?.[1];
        if (cell === '—') expect(documentedDefault(setting), name).toBeUndefined();
        else if (value !== undefined) {
          expect(value.replace(/^\.\//, ''), name).toBe(setting.default);
        }
      });
    }
  });

  it('has the limits table name every LIMIT_* variable with its default', () => {
    const text = read('apps/api/src/limits/README.md');
    const documented = new Map(
      [...text.matchAll(/`(LIMIT_[A-Z_]+)` \(([^)]+)\)/g)].map(([, name = '', value = '']) => [
        name,
        value,
      ]),
    );
    const limits = SETTINGS.filter(({ name }) => name.startsWith('LIMIT_'));
    expect(Object.fromEntries(documented)).toEqual(
      Object.fromEntries(limits.map(({ name, default: value }) => [name, value])),
    );
  });
});
