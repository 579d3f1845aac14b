import { z } from 'zod';
import { jsonObject } from './schema-kit';

/*
 * The API's routes as data: for each route, what it takes (path parameters, query, body) and what it
 * answers, with the schemas of shared/. One table per bounded context (shared/src/<context>/routes.ts),
 * collected in API_ROUTES (api/routes.ts). The backend builds its OpenAPI document from the table and
 * Nest's own route metadata (backend/src/docs/), and a test fails when a route Nest serves has no row
 * here, or a row no route.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** An answer that is not JSON: a file, a page. */
export interface RawResponse {
  contentType: string;
  description: string;
}

export interface RouteContract {
  method: HttpMethod;
  /** Nest's form: `/api/events/:eventId/zones/:id`. */
  path: string;
  summary: string;
  /** Path parameters that are not a positive integer id (the default). */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** The JSON body; with `multipart`, the form's fields besides the file. */
  body?: z.ZodType;
  /** The body is `multipart/form-data` with one `file`. */
  multipart?: boolean;
  /** A simple-rest list: `filter`/`range`/`sort` in the query, the total in `Content-Range`. */
  list?: boolean;
  /** The answer's body: a schema (JSON), a file or page, or null for none. */
  response: z.ZodType | RawResponse | null;
  /** The success status when Nest's default (or the handler's @HttpCode) is not what the route answers. */
  status?: number;
}

/** The bounded contexts: the OpenAPI document's tags (api/routes.ts). */
export const API_CONTEXTS = ['platform', 'registration', 'commerce', 'accreditation', 'gate', 'programme', 'reports'] as const;
export type ApiContext = (typeof API_CONTEXTS)[number];

/**
 * What a resource of the kit declares of its API in its one shared file, and the registry carries
 * (`contract` of its entry): the OpenAPI document and the route table collect it from there, so a new
 * resource edits no context list.
 */
export interface ResourceContract {
  context: ApiContext;
  routes: readonly RouteContract[];
  /** Its named answers (the document's components), by name. */
  schemas: Readonly<Record<string, z.ZodType>>;
  /**
   * A valid create body, as a person would type it in the staff app's form: the browser test of every kit
   * resource (admin/e2e/kit-resources.e2e.ts) creates, finds, opens and deletes a record with it. Its first
   * text is the one the list shows.
   */
  example: Readonly<Record<string, string | number | boolean>>;
  /** The create body's schema (the example is checked against it). */
  input: z.ZodType;
}

export const isRawResponse = (r: RouteContract['response']): r is RawResponse =>
  r !== null && typeof (r as RawResponse).contentType === 'string';

/** `METHOD /path`, the key of a route in the table and in Nest's routes. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The query of every simple-rest list (common/ra-query.ts parses it). */
export const listQuerySchema = z.object({
  filter: z.string().optional().describe('JSON object: field → value, `q` searches the text fields'),
  range: z.string().optional().describe('JSON `[first, last]`, from 0, both included'),
  sort: z.string().optional().describe('JSON `[field, "ASC" | "DESC"]`'),
});

/** The defaults of a new record (`GET …/create`): the create body's fields with their initial values. */
export const createDefaultsSchema = jsonObject.describe("The new record's initial values, by field of the create body");

/**
 * The body of a PUT that merges: the fields to change, the others kept (common/put-merge.ts). The
 * rules across fields (a refinement of the create schema) apply to the merged record, not the body.
 */
export function partialBody(input: z.ZodType): z.ZodType {
  if (!(input instanceof z.ZodObject)) return input;
  return z.object(input.shape).partial();
}

export const FILE_DOWNLOAD: RawResponse = { contentType: 'application/octet-stream', description: 'The file' };
export const TABLE_EXPORT: RawResponse = {
  contentType: 'text/csv',
  description: 'The list as a file: CSV, or XLSX (`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`) with `format=xlsx`',
};
export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).optional(),
  values: z.enum(['readable', 'codes']).optional().describe('readable: labels as shown; codes: the stored values'),
  filter: z.string().optional().describe('JSON object, as the list takes it'),
  sort: z.string().optional(),
});

type CrudAction = 'list' | 'defaults' | 'show' | 'create' | 'update' | 'remove';

/**
 * The usual rows of a resource at `base`: list, `create` defaults, show, create, merging update,
 * delete (each delete answers the record as it was). `only` keeps some of them.
 */
export function crud(
  base: string,
  name: string,
  dto: z.ZodType,
  input: z.ZodType | undefined,
  only: readonly CrudAction[] = ['list', 'defaults', 'show', 'create', 'update', 'remove'],
): RouteContract[] {
  const rows: Record<CrudAction, () => RouteContract> = {
    list: () => ({ method: 'GET', path: base, summary: `List the ${name}`, list: true, response: z.array(dto) }),
    defaults: () => ({
      method: 'GET',
      path: `${base}/create`,
      summary: `Defaults of a new ${name} record`,
      response: createDefaultsSchema,
    }),
    show: () => ({ method: 'GET', path: `${base}/:id`, summary: `One ${name} record`, response: dto }),
    create: () => ({ method: 'POST', path: base, summary: `Create a ${name} record`, body: input, response: dto }),
    update: () => ({
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Change a ${name} record (the fields sent; the others kept)`,
      body: input && partialBody(input),
      response: dto,
    }),
    remove: () => ({ method: 'DELETE', path: `${base}/:id`, summary: `Delete a ${name} record`, response: dto }),
  };
  return only.map((action) => rows[action]());
}
