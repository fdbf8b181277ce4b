// Issue 8 item 1: the framework ceiling (bare route, small JSON) and the database round-trip ceiling
// (bare route, one indexed single-row SELECT through the same driver and pool), same generator.
import { startServer } from '../lib/child-server.ts';
import type { Engine, Figure } from '../lib/figures.ts';
import { runLoad } from '../lib/load.ts';
import type { Settings } from '../lib/settings.ts';

export async function measureCeilings(
  settings: Settings,
  engine: Engine,
  databaseUrl: string | undefined,
  withFramework: boolean,
): Promise<Figure[]> {
  const server = await startServer<{ url: string }>('ceiling.ts', {
    BENCH_DATABASE_URL: databaseUrl ?? '',
  });
  try {
    const figures: Figure[] = [];
    if (withFramework) {
      const result = await runLoad(settings, server.pid, { url: `${server.ready.url}/json` });
      figures.push({
        ...result,
        engine,
        name: 'teto-fastify',
        label: 'Fastify puro, JSON pequeno',
        perRequest: 1,
      });
    }
    const result = await runLoad(settings, server.pid, { url: `${server.ready.url}/db` });
    figures.push({
      ...result,
      engine,
      name: 'teto-banco',
      label: 'Fastify puro + 1 SELECT por PK',
      perRequest: 1,
    });
    return figures;
  } finally {
    await server.stop();
  }
}
