import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, HTTPMethods } from 'fastify';

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * Every route the running HTTP server serves, as `METHOD /path`, read from Fastify's live router: its
 * printed tree gives each route's shape, and looking the shape up (`findRoute`) proves the route is
 * served and names its parameters (the tree prints `:id|:eventId` where routes share a node). The
 * HEAD route Fastify adds beside each GET is left out; wildcard routes (`/prefix/*`, @fastify/static's)
 * serve files and are returned apart, with the redirects to their folders.
 */
export function servedRoutes(app: NestFastifyApplication): { routes: string[]; files: string[] } {
  const fastify = app.getHttpAdapter().getInstance();
  const served = new Set<string>();
  for (const { method, shape } of printedRoutes(fastify.printRoutes())) served.add(routeKey(method, namedPath(fastify, method, shape)));
  const routes: string[] = [];
  const files: string[] = [];
  for (const key of served) {
    const [method, path] = key.split(' ');
    if (method === 'HEAD' && served.has(routeKey('GET', path))) continue;
    // A folder's address without its slash (`GET /myarea`) is @fastify/static's redirect to the folder.
    (path.endsWith('*') || served.has(routeKey(method, `${path}/*`)) ? files : routes).push(key);
  }
  return { routes, files };
}

// A node of the printed tree: indentation in steps of four (`│   ` or four spaces), a branch, the
// node's part of the path and, when routes end there, their methods.
const BRANCH = /^((?:│ {3}| {4})*)[├└]── (.+)$/;
const METHODS = /^(.+?) \(([A-Z]+(?:, [A-Z]+)*)\)$/;

/** The (method, path shape) pairs of `printRoutes()`; a line it cannot read fails, so no route goes unseen. */
function printedRoutes(tree: string): { method: string; shape: string }[] {
  const out: { method: string; shape: string }[] = [];
  const parts: string[] = [];
  for (const line of tree.split('\n')) {
    if (!line.trim()) continue;
    const branch = BRANCH.exec(line);
    // Routes of one node that the printer did not merge follow on lines of their own, without a branch.
    const text = branch ? branch[2] : line.replace(/^[│ ]+/, '');
    const routes = METHODS.exec(text);
    if (text.includes(' (') && !routes) throw new Error(`unreadable line of printRoutes(): ${line}`);
    if (branch) {
      parts.length = branch[1].length / 4;
      parts.push(routes ? routes[1] : text);
    } else if (!routes || routes[1] !== parts[parts.length - 1]) throw new Error(`unreadable line of printRoutes(): ${line}`);
    if (routes) for (const method of routes[2].split(', ')) out.push({ method, shape: parts.join('') });
  }
  return out;
}

/** The route's path with its parameters' own names, as the router finds it for a URL of that shape. */
function namedPath(fastify: FastifyInstance, method: string, shape: string): string {
  let n = 0;
  const url = shape.replace(/:[^/|]+(?:\|:[^/|]+)*|\*/g, () => `__${n++}__`);
  const found = fastify.findRoute({ method: method as HTTPMethods, url }) as { params: Record<string, string | undefined> } | null;
  if (!found) throw new Error(`printed but not served: ${method} ${shape}`);
  const names = new Map(Object.entries(found.params).map(([name, value]) => [value, name]));
  return url.replace(/__\d+__/g, (token) => {
    const name = names.get(token);
    if (!name) throw new Error(`no parameter for ${token} in ${method} ${shape}`);
    return name === '*' ? '*' : `:${name}`;
  });
}
