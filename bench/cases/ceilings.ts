// The framework ceiling (bare route, small JSON) and the database round-trip ceiling
// (bare route, one indexed single-row SELECT through the same driver and pool), same generator. The
// ceiling server stays up while the API is measured, so the API's cases can run their rounds
// alternately with the database ceiling's (lib/load.ts, Reference).
import { startServer, type ChildServer } from '../lib/child-server.ts';
import { CEILING, type Engine, type Figure } from '../lib/figures.ts';
import { loadReference, runLoad, type Reference } from '../lib/load.ts';
import type { Settings } from '../lib/settings.ts';

export type CeilingServer = ChildServer<{ url: string }>;

export function startCeilingServer(databaseUrl: string | undefined): Promise<CeilingServer> {
  return startServer<{ url: string }>('ceiling.ts', { BENCH_DATABASE_URL: databaseUrl ?? '' });
}

const DATABASE_ROUTE = (server: CeilingServer) => ({ url: `${server.ready.url}/db` });

/** The database ceiling's route, as the reference of the API's cases measured as its share. */
export function databaseCeiling(settings: Settings, server: CeilingServer): Reference {
  return loadReference(settings, CEILING, server.pid, DATABASE_ROUTE(server));
}

export async function measureCeilings(
  settings: Settings,
  engine: Engine,
  server: CeilingServer,
  withFramework: boolean,
): Promise<Figure[]> {
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
  const result = await runLoad(settings, server.pid, DATABASE_ROUTE(server));
  figures.push({
    ...result,
    engine,
    name: CEILING,
    label: 'Fastify puro + 1 SELECT por PK',
    perRequest: 1,
  });
  return figures;
}
