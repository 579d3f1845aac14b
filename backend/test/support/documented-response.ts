import { API_ROUTES, isRawResponse, type RouteContract } from '@eventdesk/shared/api/routes';
import type { z } from 'zod';

/*
 * Checks an answer of a real API test against its route's response schema in the route table of
 * shared/ (the schema the OpenAPI document and the front ends' types come from): the body must parse,
 * and hold no field the schema does not declare.
 */

/** A supertest answer: its status, its body, and the request it answers (`req`, untyped in supertest's types). */
interface Answer {
  status: number;
  body: unknown;
}
const requestOf = (res: Answer) => (res as Answer & { req: { method: string; path: string } }).req;

/** The row of the table whose method and path template match a request (static segments win over parameters). */
export function routeOf(method: string, url: string): RouteContract | undefined {
  const path = url.split('?')[0]!.split('/').filter(Boolean);
  let best: { route: RouteContract; statics: number } | undefined;
  for (const route of API_ROUTES) {
    if (route.method !== method.toUpperCase()) continue;
    const template = route.path.split('/').filter(Boolean);
    if (template.length !== path.length) continue;
    let statics = 0;
    const matches = template.every((part, i) => (part.startsWith(':') ? true : part === path[i] && ++statics > 0));
    if (matches && (!best || statics > best.statics)) best = { route, statics };
  }
  return best?.route;
}

/** The value with its object keys sorted, to compare two JSON values whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/**
 * Throws unless the answer's body is what its route's schema describes: parse errors name the path
 * of the bad value; fields the schema leaves out (zod drops them) are listed too.
 */
export function expectDocumented(res: Answer): void {
  const req = requestOf(res);
  const route = routeOf(req.method, req.path);
  if (!route) throw new Error(`No route of the table matches ${req.method} ${req.path}`);
  if (res.status >= 400) throw new Error(`${req.method} ${req.path} answered ${res.status}: check a success`);
  const schema = route.response;
  if (schema === null || isRawResponse(schema)) throw new Error(`${route.method} ${route.path} has no JSON answer to check`);
  const parsed = (schema as z.ZodType).safeParse(res.body);
  if (!parsed.success)
    throw new Error(
      `${route.method} ${route.path}: the answer does not match its schema:\n${parsed.error.issues
        .map((i) => `  ${i.path.join('.')}: ${i.message}`)
        .join('\n')}`,
    );
  const sent = JSON.stringify(canonical(res.body));
  const declared = JSON.stringify(canonical(parsed.data));
  if (sent !== declared)
    throw new Error(
      `${route.method} ${route.path}: the answer has fields its schema does not declare:\n  sent     ${sent.slice(0, 600)}\n  declared ${declared.slice(0, 600)}`,
    );
}
