/**
 * The role × route matrix (issue 3, "Done when"): for every route the API registers, the HTTP status
 * each kind of caller gets. It is data, kept beside each resource's own test: a `<name>.matrix.ts`
 * exports its rows (matrix-kit.ts collects every such file), and `route-matrix.e2e-spec.ts` fails while
 * a registered route has neither a row nor a place in SKIPPED_ROUTES.
 *
 * Callers (ACTORS), all in a world built once (see routes.spec-helper.ts):
 * - anonymous: no session (it holds the anti-forgery cookie, as a browser would, so writes reach the
 *   guard instead of stopping at the 419 of the CSRF check);
 * - superadmin: a superadmin with no event role;
 * - ADMIN, USER, VIEWER, SECRETARY, COMPANY: one user per role in event A (COMPANY bound to A's company X);
 * - otherEvent: an ADMIN of event B only. Event-scoped routes of A answer it 404 (existence is not
 *   revealed); global routes treat it like any event admin.
 *
 * The rules (SPEC §6, shared/src/authz/rules.ts, docs/security.md): anonymous 401; an event the caller
 * has no role in 404; a missing permission inside one's own event 403; global resources (users,
 * fonts, audit log, editing event categories, creating/deleting events) superadmin only, answered 403
 * to everyone else, including event admins, because they are not checked inside any event.
 *
 * Rows that delete or change a record get a fresh one from `setup`, once per (row, caller), so no row
 * depends on another's order. Event A itself is only changed idempotently (the same PUT body, the
 * same background image put and taken away).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ResourceMatrix, RouteRow } from './matrix-kit';

export * from './matrix-kit';

/**
 * Every file under backend/test that holds a resource's MATRIX, in path order: a `*.matrix.ts`, or a resource's
 * own `*.e2e-spec.ts` that exports its MATRIX beside its tests (the kit's way for a new resource: one test file).
 */
function matrixFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : matrixFiles(path);
      if (entry.name.endsWith('.matrix.ts')) return [path];
      return entry.name.endsWith('.e2e-spec.ts') && /^export const MATRIX\b/m.test(readFileSync(path, 'utf8')) ? [path] : [];
    });
}

/** Jest's functions that declare tests and hooks. */
const DECLARING = ['describe', 'fdescribe', 'xdescribe', 'it', 'fit', 'xit', 'test', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach'];

/**
 * A file's MATRIX. A spec file is read for its MATRIX only: while it loads, jest's declaring functions do
 * nothing (any call, `.each`, `.skip`…), so its tests stay its own file's and are not declared again in the
 * file that collects the rows.
 */
function matrixOf(file: string): ResourceMatrix | undefined {
  const load = () => (require(file) as { MATRIX?: ResourceMatrix }).MATRIX;
  if (!file.endsWith('.e2e-spec.ts')) return load();
  const scope = globalThis as Record<string, unknown>;
  const saved = DECLARING.map((name) => scope[name]);
  const inert = (() => inert) as unknown as Record<string, unknown>;
  for (const variant of ['each', 'skip', 'only', 'todo', 'concurrent', 'failing']) inert[variant] = variant === 'each' ? () => inert : inert;
  for (const name of DECLARING) scope[name] = inert;
  try {
    return load();
  } finally {
    DECLARING.forEach((name, i) => (scope[name] = saved[i]));
  }
}

/** The rows and fixtures of every resource, gathered from the files that keep them beside its tests. */
export const COLLECTED: Required<ResourceMatrix> = matrixFiles(resolve(__dirname, '..')).reduce<Required<ResourceMatrix>>(
  (all, file) => {
    const MATRIX = matrixOf(file);
    if (!MATRIX) throw new Error(`${file} exports no MATRIX`);
    return {
      routes: [...all.routes, ...MATRIX.routes],
      fixtures: { ...all.fixtures, ...MATRIX.fixtures },
      changes: { ...all.changes, ...MATRIX.changes },
    };
  },
  { routes: [], fixtures: {}, changes: {} },
);

/** Every row: those of each `<name>.matrix.ts`, in path order. */
export const ROUTE_MATRIX: RouteRow[] = COLLECTED.routes;

/** Routes without a row, and why; every other registered route must have one. */
export const SKIPPED_ROUTES: Record<string, string> = {
  'GET /sanctum/csrf-cookie': 'public auth flow, covered by the auth tests',
  'POST /login': 'public auth flow, covered by the auth tests',
  'POST /logout': 'public auth flow, covered by the auth tests',
  'POST /two-factor-challenge': 'public auth flow, covered by the auth tests',
  'POST /company-login': 'public auth flow, covered by the auth tests',
  'POST /api/otp/generate': 'public auth flow, covered by the auth tests',
  'GET /api/company-invitations/:token': 'public page of a mailed invitation token (test/auth/company-invitations.e2e-spec.ts)',
  'POST /api/company-invitations/:token': 'accepts a mailed invitation token (test/auth/company-invitations.e2e-spec.ts)',
};

/**
 * Routes open to anonymous callers (@Public). Deliberately a list: a route made public by mistake
 * fails route-matrix.e2e-spec.ts until it is added here.
 */
export const PUBLIC_ROUTES = [
  ...Object.keys(SKIPPED_ROUTES),
  'GET /api/health',
  'POST /api/payments/stripe/webhook',
  // A kiosk redeems its pairing code for a device credential (issue 26 item 4).
  'POST /api/totem-devices',
  // The attendee site's public pages and sign-in (issue 6).
  'GET /api/external/:token/event',
  'POST /api/:token/attendee/otp',
  'POST /api/:token/attendee/login',
  'POST /api/attendee/logout',
  // The public voting page (issue 27): the open polls, and a vote by my-area session or voting PIN.
  'GET /api/external/events/:eventId/voting',
  'POST /api/external/events/:eventId/voting/:pollId/votes',
  // The API's OpenAPI document and its page (test/docs.e2e-spec.ts): routes and schemas only, no data.
  'GET /api/docs-json',
  'GET /api/docs',
  'GET /api/docs/docs.js',
];

/**
 * The attendee site's calls behind the attendee session (policy `attendee`, checked by the global
 * guard through AttendeeGuard; its answers are tested in test/myarea). Deliberately a list too.
 */
export const ATTENDEE_ROUTES = [
  // The rows a `*.matrix.ts` marks `attendeeSession` (the programme's, issue 27).
  ...COLLECTED.routes.filter((r) => r.attendeeSession).map((r) => `${r.method} ${r.path}`),
  'GET /api/:token/attendee',
  'PUT /api/:token/attendee',
  'GET /api/:token/products',
  'POST /api/:token/checkout',
  'GET /api/:token/orders/:id',
  'POST /api/:token/attendee/email',
  'GET /api/:token/pass',
  'GET /api/:token/voting-pin',
];
