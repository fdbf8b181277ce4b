/// <reference types="node" />
// Every call any contract file exports, found by reading the folder, so a test over all of them also
// covers a contract added later.
import { readdirSync } from 'node:fs';
import { isCall } from '../../src/contracts/call.ts';

const folder = new URL('../../src/contracts/', import.meta.url);

export async function everyCall() {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  const modules = await Promise.all(
    files.map(
      async (file) => [file, (await import(new URL(file, folder).href)) as object] as const,
    ),
  );
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      isCall(value) ? [{ file, name, call: value }] : [],
    ),
  );
}
