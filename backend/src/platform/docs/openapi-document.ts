import { z } from 'zod';
import {
  API_ROUTES_BY_CONTEXT,
  API_SCHEMAS,
  isRawResponse,
  listQuerySchema,
  routeKey,
  type RouteContract,
} from '@eventdesk/shared/api/routes';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { CSRF_HEADER } from '../auth/csrf';
import type { ServedRoute } from './served-routes';

/*
 * The OpenAPI 3.1 document of the API, built from two sources that cannot drift apart silently: the
 * route table of shared/ (what each route takes and answers, as zod schemas — the same schemas the
 * types of the front ends are inferred from) and the routes Nest serves (method, path, access policy,
 * status). A served route without a row, or a row without a route, is reported (`uncovered`, `stale`)
 * and fails docs.e2e-spec.ts.
 */

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENT = '#/components/schemas/';
/** Names of the schemas that exist only to be inlined into one operation. */
const INLINE = 'inline.';

/**
 * Converts zod schemas to JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) in one pass per
 * direction: the named response schemas become components referenced by `$ref`, everything else is
 * inlined where it is used.
 */
class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly inline = new Map<z.ZodType, string>();
  private converted: Record<string, Json> | undefined;

  constructor(
    private readonly io: Io,
    named: Record<string, z.ZodType> = {},
  ) {
    for (const [name, schema] of Object.entries(named)) this.registry.add(schema, { id: name });
  }

  /** A placeholder for `schema`, resolved by `resolve` once every schema is known. */
  ref(schema: z.ZodType): Json {
    const named = this.registry.get(schema)?.id;
    if (named && !named.startsWith(INLINE)) return { $ref: COMPONENT + named };
    let id = this.inline.get(schema);
    if (!id) {
      id = `${INLINE}${this.io}.${this.inline.size}`;
      this.inline.set(schema, id);
      this.registry.add(schema, { id });
    }
    return { $ref: COMPONENT + id };
  }

  private all(): Record<string, Json> {
    this.converted ??= z.toJSONSchema(this.registry, {
      target: 'draft-2020-12',
      io: this.io,
      unrepresentable: 'any',
      uri: (id) => COMPONENT + id,
    }).schemas as Record<string, Json>;
    return this.converted;
  }

  /** `value` with every placeholder of an inlined schema replaced by the schema itself. */
  resolve<T>(value: T): T {
    const all = this.all();
    const walk = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(walk);
      if (!node || typeof node !== 'object') return node;
      const ref = (node as Json).$ref;
      if (typeof ref === 'string' && ref.startsWith(`${COMPONENT}${INLINE}${this.io}.`)) return walk(all[ref.slice(COMPONENT.length)]);
      const out: Json = {};
      // `$schema` and `$id` (the registry's own URIs) belong to standalone schemas, not to ones inside a document.
      for (const [key, child] of Object.entries(node as Json)) if (key !== '$schema' && key !== '$id') out[key] = walk(child);
      return out;
    };
    return walk(value) as T;
  }

  /** The named schemas, resolved. */
  components(): Record<string, Json> {
    const all = this.all();
    return Object.fromEntries(
      Object.entries(all)
        .filter(([id]) => !id.startsWith(INLINE))
        .map(([id, schema]) => [id, this.resolve(schema)]),
    );
  }
}

/** `/api/events/{eventId}/zones/{id}` from Nest's `/api/events/:eventId/zones/:id`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/^:/, 'by-'))
    .join('-')
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toUpperCase())}`;

/** A positive integer id: what IdPipe accepts in a path. */
const ID_PARAM: Json = { type: 'integer', minimum: 1 };

export interface OpenApiBuild {
  document: Json;
  /** Routes Nest serves that the table does not describe (`METHOD /path`). */
  uncovered: string[];
  /** Rows of the table that no served route matches. */
  stale: string[];
  /** Routes described: the operations of the document. */
  covered: number;
}

function security(route: ServedRoute): Json[] | undefined {
  const policy = route.policy;
  if (!policy || policy.kind === 'public') return [];
  if (policy.kind === 'attendee') return [{ attendeeSession: [] }];
  return route.totemDevice ? [{ staffSession: [] }, { totemDevice: [] }] : [{ staffSession: [] }];
}

/** Which paired devices a route admits with their credential. */
function deviceNote(route: ServedRoute): string {
  const d = route.deviceRoute;
  if (!d) return '';
  const who = [
    d.kiosk && (d.param ? 'the paired kiosk of this totem' : 'a paired kiosk of the event'),
    d.gate && (d.param ? 'the paired gate tablet of this totem' : 'a paired gate tablet of the event, at its zone'),
  ].filter(Boolean);
  return `; or ${who.join(' or ')}`;
}

function accessNote(route: ServedRoute): string {
  const policy = route.policy;
  if (!policy) return 'Access: none declared (the global guard refuses it).';
  switch (policy.kind) {
    case 'public':
      return 'Access: anyone.';
    case 'authenticated':
      return 'Access: any signed-in user.';
    case 'enrolment':
      return 'Access: a signed-in user, also before the second factor is confirmed.';
    case 'attendee':
      return 'Access: the attendee signed in to the event the token names.';
    case 'ability':
      return `Access: ${policy.permissions.map(([action, subject]) => `${action} ${subject}`).join(' and ')}${
        policy.eventParam || route.path.includes(':eventId') ? ' in the event' : ''
      }${deviceNote(route)}.`;
  }
}

/** Which served routes the table describes (with their row and context), which it misses, which rows no route serves. */
export function routeCoverage(served: readonly ServedRoute[]): {
  described: { route: ServedRoute; contract: RouteContract; tag: string }[];
  uncovered: string[];
  stale: string[];
} {
  const contracts = new Map<string, { contract: RouteContract; tag: string }>();
  for (const [tag, rows] of Object.entries(API_ROUTES_BY_CONTEXT))
    for (const contract of rows) {
      const key = routeKey(contract.method, contract.path);
      if (contracts.has(key)) throw new Error(`Route described twice in the route table: ${key}`);
      contracts.set(key, { contract, tag });
    }
  const described: { route: ServedRoute; contract: RouteContract; tag: string }[] = [];
  const uncovered: string[] = [];
  const used = new Set<string>();
  for (const route of served) {
    const key = routeKey(route.method, route.path);
    const found = contracts.get(key);
    if (!found) uncovered.push(`${key} (${route.handler})`);
    else {
      used.add(key);
      described.push({ route, ...found });
    }
  }
  return { described, uncovered, stale: [...contracts.keys()].filter((key) => !used.has(key)) };
}

/** The document, and which routes it misses, from the route table and the served routes. */
export function buildOpenApiDocument(served: readonly ServedRoute[], info: { version: string }): OpenApiBuild {
  const out = new SchemaSet('output', API_SCHEMAS as Record<string, z.ZodType>);
  const inp = new SchemaSet('input');
  const { described, uncovered, stale } = routeCoverage(served);

  const paths: Record<string, Record<string, Json>> = {};
  for (const { route, contract, tag } of described) {
    const parameters: Json[] = pathParams(route.path).map((name) => {
      const override = contract.params?.[name];
      return { name, in: 'path', required: true, schema: override ? inp.ref(override) : ID_PARAM };
    });
    const query = contract.query ?? (contract.list ? listQuerySchema : undefined);
    if (query)
      for (const [name, field] of Object.entries(query.shape as Record<string, z.ZodType>))
        parameters.push({ name, in: 'query', required: !field.safeParse(undefined).success, schema: inp.ref(field) });

    const status = contract.status ?? route.status;
    const success: Json = { description: contract.summary };
    const response = contract.response;
    if (isRawResponse(response)) success.description = response.description;
    if (isRawResponse(response)) success.content = { [response.contentType]: { schema: { type: 'string' } } };
    else if (response) success.content = { 'application/json': { schema: out.ref(response) } };
    else success.description = 'No body';
    if (contract.list)
      success.headers = {
        'Content-Range': {
          description: '`{resource} {first}-{last}/{total}`: the size of the whole filtered list',
          schema: { type: 'string' },
        },
      };

    const operation: Json = {
      operationId: operationId(route.method, route.path),
      tags: [tag],
      summary: contract.summary,
      description: accessNote(route),
      parameters,
      responses: {
        [String(status)]: success,
        ...(status < 400 ? { '4XX': { $ref: '#/components/responses/Error' } } : {}),
      },
    };
    const sec = security(route);
    if (sec) operation.security = sec;
    if (route.policy?.kind === 'ability') operation['x-permissions'] = route.policy.permissions;
    if (contract.multipart) {
      const fields = contract.body ? inp.ref(contract.body) : { type: 'object' };
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              allOf: [
                fields,
                {
                  type: 'object',
                  properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                  required: ['file'],
                },
              ],
            },
          },
        },
      };
    } else if (contract.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: inp.ref(contract.body) } } };
    }
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }

  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Eventdesk API',
      version: info.version,
      description: [
        'The back-office API of Eventdesk: the staff app, the attendee site, the kiosks and the gates use it.',
        `Staff sign in with \`POST /login\` (session cookie \`${SESSION_COOKIE}\`); every write echoes the \`XSRF-TOKEN\` cookie in the \`${CSRF_HEADER}\` header (\`GET /sanctum/csrf-cookie\` sets it), else 419.`,
        "Lists follow react-admin's simple-rest: `filter`, `range`, `sort` as JSON in the query, the total in `Content-Range`.",
        "Errors are `ApiError`: 422 carries the messages per field, in the caller's language (Italian by default, `Accept-Language: en`).",
        'Generated from the route table and the zod schemas of shared/ (backend/src/docs/).',
      ].join('\n\n'),
    },
    tags: Object.keys(API_ROUTES_BY_CONTEXT).map((name) => ({ name })),
    paths: out.resolve(inp.resolve(paths)),
    components: {
      schemas: out.components(),
      responses: {
        Error: {
          description: 'Refused: the reason, and per field for a 422',
          content: { 'application/json': { schema: { $ref: `${COMPONENT}ApiError` } } },
        },
      },
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'A staff session (POST /login); writes also need the XSRF header',
        },
        attendeeSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: "An attendee's session on the attendee site (POST /api/{token}/attendee/login)",
        },
        totemDevice: {
          type: 'http',
          scheme: 'bearer',
          description: "A paired kiosk's or gate tablet's device credential (POST /api/totem-devices)",
        },
      },
    },
  };
  return { document, uncovered, stale, covered: described.length };
}
