// Every route the built app serves, read from the Fastify instance itself (printRoutes) so that a new
// route is fuzzed without anyone listing it, with the body field names its OpenAPI document declares.
import type { FastifyInstance } from 'fastify';

export interface CatalogueRoute {
  method: string;
  /** Fastify's pattern, e.g. `/api/avaliacao/:hash`; `*` is a wildcard. */
  url: string;
  /** Top-level body fields of its contract (empty when it declares no JSON body). */
  fields: string[];
}

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/** Parses `printRoutes({ commonPrefix: false })`: one node per line, children indented by four. */
function routesFromTree(tree: string): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    const url = `${stack.join('')}${segment}`;
    stack.push(segment);
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
    >
  >;
}

/** `/api/avaliacao/{hash}` → `/api/avaliacao/:hash` */
const fastifyPattern = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

export function routeCatalogue(app: FastifyInstance): CatalogueRoute[] {
  const document = app.swagger() as OpenApiDocument;
  const fields = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties;
      fields.set(`${method.toUpperCase()} ${fastifyPattern(path)}`, Object.keys(properties ?? {}));
    }
  }
  return routesFromTree(app.printRoutes({ commonPrefix: false })).map((route) => ({
    ...route,
    fields: fields.get(`${route.method} ${route.url}`) ?? [],
  }));
}
