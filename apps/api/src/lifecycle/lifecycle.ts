// One run of the cashback lifecycle: release what is due, then expire what is due (a credit reported
// late may do both in one run). The scheduled job (jobs/) and the tests call this; the job passes a
// signal that aborts when its instance closes.
import type { Executor } from '../db/executor.ts';
import { expireDue } from './expiry.ts';
import { releaseDue } from './release.ts';

export interface LifecycleRun {
  liberados: number;
  expirados: number;
}

export async function runLifecycle(
  db: Executor,
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<LifecycleRun> {
  const liberados = await releaseDue(db, now, signal);
  const expirados = await expireDue(db, now, signal);
  return { liberados, expirados };
}
