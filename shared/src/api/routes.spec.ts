import { z } from 'zod';
import * as accreditation from '../accreditation/responses';
import * as commerce from '../commerce/responses';
import * as gate from '../gate/responses';
import * as platform from '../platform/responses';
import * as registration from '../registration/responses';
import { zoneSchema } from '../schemas/zone';
import { API_ROUTES, API_SCHEMAS, crud, partialBody, RESOURCE_CONTRACTS, routeKey } from './routes';

describe('the route table', () => {
  it('has one row per method and path, each with a summary and a path in Nest form', () => {
    const keys = API_ROUTES.map((r) => routeKey(r.method, r.path));
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) {
      expect(route.path).toMatch(/^\/[A-Za-z0-9_\-/.:]*$/);
      expect(route.summary.length).toBeGreaterThan(5);
      expect(route.response).not.toBeUndefined();
      for (const name of Object.keys(route.params ?? {})) expect(route.path).toContain(`:${name}`);
    }
  });

  it('names every response schema of the five contexts as a component of the document', () => {
    const named = new Set<unknown>(Object.values(API_SCHEMAS));
    for (const context of [platform, registration, commerce, accreditation, gate])
      for (const [name, value] of Object.entries(context))
        if (value instanceof z.ZodType && /DtoSchema$/.test(name)) expect([name, named.has(value)]).toEqual([name, true]);
  });

  it('makes the six rows of a resource, and a merging PUT takes any subset of the create body', () => {
    const rows = crud('/api/events/:eventId/zones', 'zones', z.object({ id: z.number() }), zoneSchema);
    expect(rows.map((r) => routeKey(r.method, r.path))).toEqual([
      'GET /api/events/:eventId/zones',
      'GET /api/events/:eventId/zones/create',
      'GET /api/events/:eventId/zones/:id',
      'POST /api/events/:eventId/zones',
      'PUT /api/events/:eventId/zones/:id',
      'DELETE /api/events/:eventId/zones/:id',
    ]);
    const put = rows[4]!.body as z.ZodType;
    expect(put.safeParse({ active: false }).success).toBe(true);
    expect(zoneSchema.safeParse({ active: false }).success).toBe(false);
    expect(partialBody(z.string())).toBeInstanceOf(z.ZodString);
  });
});

describe("the kit's resource contracts", () => {
  it.each(RESOURCE_CONTRACTS.map((c) => [c.routes[0]!.path, c] as const))(
    '%s: its routes are in the table, its example is a valid create body led by a text',
    (_, contract) => {
      const keys = new Set(API_ROUTES.map((r) => routeKey(r.method, r.path)));
      for (const route of contract.routes) expect(keys.has(routeKey(route.method, route.path))).toBe(true);
      for (const [name, schema] of Object.entries(contract.schemas))
        expect([name, API_SCHEMAS[name as keyof typeof API_SCHEMAS]]).toEqual([name, schema]);
      expect(contract.input.safeParse(contract.example).error?.issues).toBeUndefined();
      expect(typeof Object.values(contract.example)[0]).toBe('string');
    },
  );
});
