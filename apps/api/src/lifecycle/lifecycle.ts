// One run of the cashback lifecycle: release what is due, then expire what is due (a credit reported
// late may do both in one run). The scheduled job (jobs/) and the tests call this.
import type { Executor } from '../db/executor.ts';
import { expireDue } from './expiry.ts';
import { releaseDue } from './release.ts';

export interface LifecycleRun {
  liberados: number;
  expirados: number;
}

export async function runLifecycle(db: Executor, now: Date = new Date()): Promise<LifecycleRun> {
  const liberados = await releaseDue(db, now);
  const expirados = await expireDue(db, now);
  return { liberados, expirados };
}
