// Resident memory of a process from /proc/<pid>/status (VmRSS), sampled while a case runs so the
// report holds the peak under load. Linux only, like the machine the bench runs on.
import { readFile } from 'node:fs/promises';

export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kib === undefined ? null : Number(kib) * 1024;
  } catch {
    return null;
  }
}

export interface PeakSampler {
  /** The highest VmRSS seen since the sampler started (bytes). */
  stop(): Promise<number>;
}

export function samplePeak(pid: number, everyMs = 100): PeakSampler {
  let peak = 0;
  const sample = async () => {
    const bytes = await residentBytes(pid);
    if (bytes !== null && bytes > peak) peak = bytes;
  };
  void sample();
  const timer = setInterval(() => void sample(), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return peak;
    },
  };
}
