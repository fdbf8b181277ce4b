// Every method and full path an app serves, read from the tree Fastify's printRoutes draws: what the
// route tests compare with the contracts and with the console's role matrix.
import type { FastifyInstance } from 'fastify';

export function servedRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
      if (!match) return [];
      const [, indent = '', segment = '', methods = ''] = match;
      const depth = indent.length / 4;
      parents.length = depth;
      const path = [...parents, segment].join('');
      parents.push(segment);
      return methods
        .split(', ')
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => `${method} ${path}`);
    });
}
