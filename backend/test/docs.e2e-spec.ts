import { dirname } from 'node:path';
import { API_ROUTES, routeKey } from '@eventdesk/shared/api/routes';
import { buildOpenApiDocument } from '../src/platform/docs/openapi-document';
import { DocsService } from '../src/platform/docs/docs.service';
import { servedRoutes } from '../src/platform/docs/served-routes';
import { DiscoveryService } from '@nestjs/core';
import { servedRoutes as routerRoutes } from './authz/served-routes';
import { expectDocumented, routeOf } from './support/documented-response';
import { OPENAPI_31_STRUCTURE } from './support/openapi-31-structure';
import { startTestApp, type TestApp } from './support/test-app';

// ajv 8 (JSON Schema 2020-12, OpenAPI 3.1's dialect) as Fastify installs it: the repository's own ajv is 6.
const Ajv2020 = require(
  require.resolve('ajv/dist/2020', { paths: [dirname(require.resolve('@fastify/ajv-compiler/package.json'))] }),
).default;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON document, walked freely
type Json = Record<string, any>;

/** Every Schema Object of the document: components, parameters, bodies, answers, headers. */
function schemaObjects(doc: Json): { where: string; schema: Json }[] {
  const found: { where: string; schema: Json }[] = [];
  for (const [name, schema] of Object.entries(doc.components.schemas as Json)) found.push({ where: `components.schemas.${name}`, schema });
  for (const [path, item] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(item as Json)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) found.push({ where: `${at} parameter ${p.name}`, schema: p.schema });
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json))
        found.push({ where: `${at} body ${type}`, schema: media.schema });
      for (const [status, r] of Object.entries(op.responses as Json)) {
        for (const [type, media] of Object.entries((r.content ?? {}) as Json))
          found.push({ where: `${at} ${status} ${type}`, schema: media.schema });
        for (const [name, h] of Object.entries((r.headers ?? {}) as Json))
          found.push({ where: `${at} ${status} header ${name}`, schema: h.schema });
      }
    }
  return found;
}

/** Every `$ref` value under a node. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  return out;
}

describe('OpenAPI: /api/docs-json and /api/docs', () => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.client().get('/api/docs-json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('describes every route Nest serves, and no route it does not serve', () => {
    const build = t.app.get(DocsService).openApi();
    expect(build.uncovered).toEqual([]);
    expect(build.stale).toEqual([]);
    const served = servedRoutes(t.app.get(DiscoveryService));
    expect(build.covered).toBe(served.length);
    expect(build.covered).toBe(API_ROUTES.length);
    // Nest's metadata and Fastify's live router agree: no route is served outside Nest's controllers.
    const router = routerRoutes(t.app).routes;
    expect([...router].sort()).toEqual(served.map((r) => routeKey(r.method, r.path)).sort());
    const operations = Object.values(doc.paths as Json).reduce((n: number, item) => n + Object.keys(item as Json).length, 0);
    expect(operations).toBe(served.length);
  });

  it('fails a route that the table does not describe, and a row that no route serves', () => {
    const served = servedRoutes(t.app.get(DiscoveryService));
    const extra = {
      method: 'GET',
      path: '/api/events/:eventId/nothing-yet',
      handler: 'Probe.list',
      status: 200,
      policy: { kind: 'public' as const },
      totemDevice: false,
    };
    const build = buildOpenApiDocument([...served.slice(1), extra], { version: '0.0.0' });
    expect(build.uncovered).toEqual(['GET /api/events/:eventId/nothing-yet (Probe.list)']);
    expect(build.stale).toEqual([routeKey(served[0]!.method, served[0]!.path)]);
  });

  it('is an OpenAPI 3.1 document: the structure of the specification, and every schema valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(OPENAPI_31_STRUCTURE);
    const ok = validate(doc);
    expect(ok ? [] : validate.errors).toEqual([]);
    // The structure check refuses what 3.1 refuses: another version, an answer without a description, a path parameter not required.
    expect(validate({ ...doc, openapi: '3.0.3' })).toBe(false);
    const health = doc.paths['/api/health'].get;
    expect(validate({ ...doc, paths: { ...doc.paths, '/api/health': { get: { ...health, responses: { 200: {} } } } } })).toBe(false);
    const zone = doc.paths['/api/events/{eventId}/zones/{id}'].get;
    const optionalId = zone.parameters.map((p: Json) => ({ ...p, required: false }));
    expect(
      validate({ ...doc, paths: { ...doc.paths, '/api/events/{eventId}/zones/{id}': { get: { ...zone, parameters: optionalId } } } }),
    ).toBe(false);
    const schemas = schemaObjects(doc);
    expect(schemas.length).toBeGreaterThan(400);
    const invalid = schemas.flatMap(({ where, schema }) => (ajv.validateSchema(schema) ? [] : [`${where}: ${ajv.errorsText(ajv.errors)}`]));
    expect(invalid).toEqual([]);
  });

  it('keeps the rules the JSON schema of the specification cannot: unique operation ids, declared path parameters, refs that resolve', () => {
    const ids: string[] = [];
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item as Json)) {
        ids.push(op.operationId);
        const declared = (op.parameters as Json[]).filter((p) => p.in === 'path').map((p) => p.name);
        if (JSON.stringify(declared.sort()) !== JSON.stringify([...templated].sort()))
          problems.push(`${method} ${path}: path parameters ${declared} ≠ ${templated}`);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of refs(doc)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((node: Json | undefined, key) => node?.[key] as Json | undefined, doc);
      if (!target) problems.push(`unresolved ${ref}`);
    }
    expect(problems).toEqual([]);
  });

  it('describes the access of each operation from the route policy (public, staff session, kiosk credential)', () => {
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/events/{eventId}/zones'].get.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths['/api/events/{eventId}/zones'].get['x-permissions']).toEqual([['read', 'Zone']]);
    expect(doc.paths['/api/events/{eventId}/totems/{id}/checkin'].post.security).toEqual([{ staffSession: [] }, { totemDevice: [] }]);
    expect(doc.paths['/api/{token}/attendee'].get.security).toEqual([{ attendeeSession: [] }]);
    expect(doc.paths['/api/events/{eventId}/zones'].get.responses['200'].headers['Content-Range']).toBeDefined();
    expect(doc.paths['/api/events/{eventId}/zones/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ZoneDto',
    });
    expect(doc.paths['/logout'].post.responses['204']).toEqual(expect.objectContaining({ description: 'No body' }));
  });

  it('checks a real answer against its route schema: a wrong type, a missing or an undeclared field fails', async () => {
    const res = await t.client().get('/api/health').expect(200);
    expect(() => expectDocumented(res)).not.toThrow();
    const answer = (body: unknown) => ({ status: 200, body, req: { method: 'GET', path: '/api/health' } });
    expect(() => expectDocumented(answer({ ...res.body, status: 'fine' }))).toThrow(/status/);
    expect(() => expectDocumented(answer({ database: 'up' }))).toThrow(/status/);
    expect(() => expectDocumented(answer({ ...res.body, secret: 1 }))).toThrow(/does not declare/);
    expect(routeOf('GET', '/api/events/7/zones/create')?.path).toBe('/api/events/:eventId/zones/create');
    expect(routeOf('GET', '/api/events/7/zones/12')?.path).toBe('/api/events/:eventId/zones/:id');
    expect(routeOf('GET', '/api/abc123/products')?.path).toBe('/api/:token/products');
  });

  it('serves a page that lists the operations, with its script from this origin and nothing from elsewhere', async () => {
    const page = await t.client().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.text).toContain('<script src="/api/docs/docs.js"></script>');
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.text).not.toMatch(/<script>/);
    const script = await t.client().get('/api/docs/docs.js').expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain("fetch('/api/docs-json'");
    expect(script.text).not.toMatch(/innerHTML/);
  });
});
