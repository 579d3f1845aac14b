/**
 * What a resource's own route rows and content fixture are written with (issue 25, the kit): the callers,
 * the world rows prepare their records in, the row type and the shorthands for the common columns. A
 * resource keeps its rows, its fixture and its partial change in a `<name>.matrix.ts` beside its own test
 * (see test/programme/rooms.matrix.ts), or in its own `*.e2e-spec.ts` (test/registration/terms.e2e-spec.ts);
 * route-matrix.ts gathers every such file (COLLECTED), so a new resource edits no shared list. Records that the rows of several resources prepare (the attendee world, zones, import
 * uploads…) are in matrix-records.ts.
 */
import type { DataSource } from 'typeorm';
import type { ApiClient } from '../support/api-client';
import type { TestApp } from '../support/test-app';

export const ACTORS = ['anonymous', 'superadmin', 'ADMIN', 'USER', 'VIEWER', 'SECRETARY', 'COMPANY', 'otherEvent'] as const;
export type Actor = (typeof ACTORS)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Values substituted for the `:name` placeholders of a path (and handed to `body`). */
export type Params = Record<string, number | string>;

export interface ActorContext {
  name: Actor;
  /** Signed in as the actor (anonymous: a session-less client that holds the XSRF cookie). */
  client: ApiClient;
  /** The actor's user id; null for anonymous. */
  userId: number | null;
  /** The actor's password (account changes need it confirmed); null for anonymous. */
  password: string | null;
}

/** What rows may use to prepare their records; built once per test file. */
export interface MatrixWorld {
  eventA: number;
  eventB: number;
  /** Company X of event A, the COMPANY actor's own company. */
  companyA: number;
  /** An event category that rows only read. */
  category: number;
  /** A font that rows only read. */
  font: number;
  /** A user that rows only read (not an actor). */
  plainUser: number;
  /** Fresh records, created by the world's own superadmin client. */
  freshEvent(): Promise<number>;
  freshCompany(eventId: number): Promise<number>;
  freshCategory(): Promise<number>;
  freshFont(): Promise<number>;
  freshUser(): Promise<number>;
  /** Starts 2FA enrolment for the actor (not for anonymous); returns the secret. */
  enrolTwoFactor(actor: ActorContext): Promise<string | null>;
  /** Enrols and confirms 2FA for the actor (not for anonymous). */
  confirmTwoFactor(actor: ActorContext): Promise<void>;
  /** Removes the actor's 2FA again (not for anonymous). */
  removeTwoFactor(actor: ActorContext): Promise<void>;
  /** A currently valid TOTP code for a secret. */
  totp(secret: string): string;
  unique(prefix: string): string;
  /** The world's own superadmin client and database, for records without an API of their own (an attendee's sessions, used services…). */
  admin: ApiClient;
  db: DataSource;
}

export interface RouteRow {
  method: Method;
  /** As the controller declares it, with its `:eventId`/`:id` placeholders (matched against the app's routes). */
  path: string;
  /** A query string for the request (`?…`), from the setup's values. */
  query?: (params: Params) => string;
  /** A valid body for writes (a function when it must be unique or depends on the setup). */
  body?: object | ((params: Params, world: MatrixWorld, actor?: ActorContext) => object);
  /** A file for multipart uploads, with the form's text fields (a function when they must be unique). */
  attach?: { field: string; filename: string; content: Buffer; fields?: (world: MatrixWorld, params: Params) => Record<string, string> };
  /** Runs before each (row, actor) request; returns the placeholder values (eventId defaults to event A). */
  setup?: (world: MatrixWorld, actor: ActorContext) => Promise<Params>;
  /** Runs after each (row, actor) request, e.g. to undo a change to the actor's own account. */
  teardown?: (world: MatrixWorld, actor: ActorContext) => Promise<void>;
  expect: Record<Actor, number>;
  /** Why an expectation is what it is, where that is not obvious. */
  note?: string;
  /** A server-sent events stream: only its status is read (and the body of a refusal). */
  stream?: true;
  /** Behind the attendee session (my-area, `@AttendeeSession()`): the route is listed with ATTENDEE_ROUTES. */
  attendeeSession?: true;
  /**
   * Known production bugs: actor → description. Those cases run as `it.failing` (the expectation is
   * the right answer, the API does not give it yet); remove the entry once the bug is fixed.
   */
  knownBugs?: Partial<Record<Actor, string>>;
}

// ─── shorthands for the common columns ─────────────────────────────────────────────────────────────
// Columns: anonymous, superadmin, ADMIN, USER, VIEWER, SECRETARY, COMPANY, otherEvent.

/** Anyone, signed in or not. */
export const everyone = (ok: number): Record<Actor, number> => ({
  anonymous: ok,
  superadmin: ok,
  ADMIN: ok,
  USER: ok,
  VIEWER: ok,
  SECRETARY: ok,
  COMPANY: ok,
  otherEvent: ok,
});
/** Any signed-in user. */
export const signedIn = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  superadmin: ok,
  ADMIN: ok,
  USER: ok,
  VIEWER: ok,
  SECRETARY: ok,
  COMPANY: ok,
  otherEvent: ok,
});
/** A global resource only superadmins touch: every other signed-in user 403 (no event to hide). */
export const superadminOnly = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  superadmin: ok,
  ADMIN: 403,
  USER: 403,
  VIEWER: 403,
  SECRETARY: 403,
  COMPANY: 403,
  otherEvent: 403,
});
/** An event-scoped route: anonymous 401, a user of another event 404, the others as given. */
export const inEventA = (codes: Omit<Record<Actor, number>, 'anonymous' | 'otherEvent'>): Record<Actor, number> => ({
  anonymous: 401,
  otherEvent: 404,
  ...codes,
});
/** Read by every role of the event. */
export const eventReaders = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: ok, SECRETARY: ok, COMPANY: ok });
/** An admin-only area of SPEC §2 (ADMIN manages, the rule book gives the others nothing to write). */
export const eventAdmins = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403 });
/** Every role of the event but VIEWER: who writes attendees, imports, vehicles, asks for access. */
export const allButViewer = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok });
/** Who grants access at the gates (ADMIN, SECRETARY): scans, the access log, the cloakroom, services. */
export const gateStaff = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: 403, VIEWER: 403, SECRETARY: ok, COMPANY: 403 });

const eventTokens = new Map<number, string>();

/** Event A's my-area token (read once through the staff API). */
export async function eventAToken(w: MatrixWorld): Promise<Params> {
  let token = eventTokens.get(w.eventA);
  if (!token) {
    const res = await w.admin.get(`/api/events/${w.eventA}`);
    if (res.status !== 200) throw new Error(`event A: ${res.status} ${JSON.stringify(res.body)}`);
    token = res.body.token as string;
    eventTokens.set(w.eventA, token);
  }
  return { token };
}

export const NOT_AN_ATTENDEE =
  'public for the staff guard; a staff session is not an attendee session, so 401 to everyone here (attendee sessions: test/myarea)';

/** Where the content matrix makes a resource's record: an event, a company of it, an owner, shared or not. */
export interface FixtureTarget {
  eventId: number;
  companyId: number;
  ownerId: number;
  shared: boolean;
}

/** Makes one record of a resource in the target's event (and company, for a company-owned one); answers its id. */
export type Fixture = (t: TestApp, admin: ApiClient, target: FixtureTarget) => Promise<number>;

/** What a `<name>.matrix.ts` exports as `MATRIX`: its routes' rows, and its records' fixture by API path. */
export interface ResourceMatrix {
  routes: RouteRow[];
  fixtures?: Record<string, Fixture>;
  /**
   * The partial record the stock client's updateMany sends to try each editable resource
   * (resource-contract.e2e-spec.ts), and the fields that move with it (a decision stamps who and when).
   */
  changes?: Record<string, PartialChange>;
}

export interface PartialChange {
  data: Record<string, unknown>;
  moves?: string[];
}

// A 1×1 PNG.
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d60000000049454e44ae426082',
  'hex',
);

/** Starts like a TrueType font (sfnt version 00 01 00 00), which is all the API checks. */
export const TTF = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00]), Buffer.alloc(92, 0x2a)]);

/** Who gets which status, given the status of success. */
export type Columns = (ok: number) => Record<Actor, number>;

/**
 * The six rows of a resource served by the kit's usual routes (list, defaults, show, create, update,
 * delete) under `base` (`/api/events/:eventId/rooms`): readers list and show, writers the rest.
 */
export function crudRows(
  base: string,
  spec: {
    /** A fresh record of event A, made by the world's superadmin; answers its id. */
    fresh: (w: MatrixWorld) => Promise<number>;
    create: (w: MatrixWorld) => object;
    update: (w: MatrixWorld) => object;
    readers: Columns;
    writers: Columns;
  },
): RouteRow[] {
  const setup = async (w: MatrixWorld) => ({ id: await spec.fresh(w) });
  return [
    { method: 'GET', path: base, expect: spec.readers(200) },
    { method: 'GET', path: `${base}/create`, expect: spec.writers(200) },
    { method: 'GET', path: `${base}/:id`, setup, expect: spec.readers(200) },
    { method: 'POST', path: base, body: (_p, w) => spec.create(w), expect: spec.writers(201) },
    { method: 'PUT', path: `${base}/:id`, setup, body: (_p, w) => spec.update(w), expect: spec.writers(200) },
    { method: 'DELETE', path: `${base}/:id`, setup, expect: spec.writers(200) },
  ];
}

/** The id of a record a POST created (201), or an error naming what failed. */
export async function createdId(res: PromiseLike<{ status: number; body: { id?: number } }>, what: string): Promise<number> {
  const r = await res;
  if (r.status !== 201 || typeof r.body.id !== 'number') throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}
