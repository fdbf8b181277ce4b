// Waits until a server has finished what the last case left in flight (a batch keeps running after
// its client gave up), so the next case does not pay for the previous one: the process's CPU time,
// from /proc/<pid>/stat, must stay almost still for a moment.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const TICK_MS = 10; // USER_HZ = 100 on Linux
const WINDOW_MS = 500;
const QUIET_MS = 50; // under 10% of one core over the window
const MAX_WAIT_MS = 120_000;

async function cpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

export async function settle(pid: number): Promise<void> {
  const deadline = Date.now() + MAX_WAIT_MS;
  let before = await cpuMs(pid);
  while (before !== null && Date.now() < deadline) {
    await sleep(WINDOW_MS);
    const after = await cpuMs(pid);
    if (after === null || after - before < QUIET_MS) return;
    before = after;
  }
}
