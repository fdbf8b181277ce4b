// The heap in use after a full garbage collection. Vitest does not start workers with --expose-gc, so
// the flag is turned on at run time and `gc` taken from a fresh context (V8 installs it there).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
