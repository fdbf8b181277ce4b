// The lifecycle case's trigger (dados/lifecycle.ts): POST /bench/ciclo runs runLifecycle once at the
// instant it is sent, in the API's process and on its pool, where the scheduler (src/jobs) runs it, and
// answers what it changed and how long it took. Only the bench's server has it, and only when asked.
import type { FastifyInstance } from 'fastify';
import { runLifecycle, type LifecycleRun } from '../../apps/api/src/lifecycle/lifecycle.ts';

export const LIFECYCLE_PATH = '/bench/ciclo';

export interface LifecycleAnswer extends LifecycleRun {
  ms: number;
}

export function lifecycleRoute(app: FastifyInstance): void {
  app.post<{ Body: { agora: string } }>(LIFECYCLE_PATH, async (request) => {
    const startedAt = performance.now();
    const run = await runLifecycle(app.database.db, new Date(request.body.agora));
    const answer: LifecycleAnswer = { ...run, ms: performance.now() - startedAt };
    return answer;
  });
}
