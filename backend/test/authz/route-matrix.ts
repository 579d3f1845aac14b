/**
 * The role × route matrix (issue 3, "Done when"): for every route the API registers, the HTTP status
 * each kind of caller gets. It is data: a new controller route adds its row here, and
 * `route-matrix.e2e-spec.ts` fails while a registered route has neither a row nor a place in
 * SKIPPED_ROUTES.
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
import { AttendeeUsedService } from '../../src/registration/attendees/attendee-used-service.entity';
import { SurveySubmission } from '../../src/registration/attendees/survey-submission.entity';
import { companyFormAttendee, createAttendee, createCategory, createTag, fullAttendee } from '../attendees/attendee-fixtures';
import { randomUUID } from 'node:crypto';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { Job } from '../../src/platform/jobs/job.entity';
import { OrderLine } from '../../src/commerce/orders/order-line.entity';
import { Order } from '../../src/commerce/orders/order.entity';
import { Product } from '../../src/commerce/products/product.entity';
import { validEvent } from '../support/fixtures';
import {
  COLLECTED,
  eventAToken,
  eventAdmins,
  eventReaders,
  everyone,
  inEventA,
  NOT_AN_ATTENDEE,
  signedIn,
  superadminOnly,
  type Actor,
  type ActorContext,
  type MatrixWorld,
  type Params,
  type RouteRow,
} from './matrix-kit';

export * from './matrix-kit';

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

// A 1×1 PNG.
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d60000000049454e44ae426082',
  'hex',
);

/** Starts like a TrueType font (sfnt version 00 01 00 00), which is all the API checks. */
export const TTF = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00]), Buffer.alloc(92, 0x2a)]);

const password = 'password-for-matrix';

// ─── shorthands for the common columns ─────────────────────────────────────────────────────────────
// Columns: anonymous, superadmin, ADMIN, USER, VIEWER, SECRETARY, COMPANY, otherEvent.

/** The newest row of the audit log (there is always one: the actors signed in). */
const lastAuditLog = async (w: MatrixWorld): Promise<Params> => ({
  id: Number(((await w.db.query('SELECT MAX(id) AS id FROM audit_logs')) as { id: number }[])[0].id),
});

// The 2FA self-service rows act on the caller's own account; teardown leaves it without 2FA again.
const removeTwoFactor = (w: MatrixWorld, a: ActorContext) => w.removeTwoFactor(a);

// ─── attendees and their areas (issue 5) ─────────────────────────────────────────────────────────
// Every attendee a row uses belongs to company X, the COMPANY actor's own, so COMPANY succeeds where its
// rights allow; another company's records answer it 404 (test/attendees/attendees-scope.e2e-spec.ts).


const attendeeWorlds = new WeakMap<MatrixWorld, Promise<{ categoryId: number; attendeeId: number }>>();
/** A category of event A and an attendee of company X that rows only read; made once per world. */
function attendeeWorld(w: MatrixWorld) {
  let world = attendeeWorlds.get(w);
  if (!world) {
    world = (async () => {
      const categoryId = await createCategory(w.admin, w.eventA, 'Delegati');
      return { categoryId, attendeeId: await createAttendee(w.admin, w.eventA, fullAttendee(categoryId, w.companyA)) };
    })();
    attendeeWorlds.set(w, world);
  }
  return world;
}
/** A new attendee of company X with every field filled (COMPANY's default form requires them all). */
const freshAttendee = async (w: MatrixWorld) =>
  createAttendee(w.admin, w.eventA, fullAttendee((await attendeeWorld(w)).categoryId, w.companyA));
/** A saved filter the actor owns when it may save filters, else one the superadmin shares. */
async function ownFilter(w: MatrixWorld, a: ActorContext): Promise<number> {
  const client = ['superadmin', 'ADMIN', 'USER'].includes(a.name) ? a.client : w.admin;
  const res = await client
    .post(`/api/events/${w.eventA}/filters`)
    .send({ name: w.unique('Filtro'), resource: 'attendees', filter: { pending: true }, shared: true });
  if (res.status !== 201) throw new Error(`filter: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** An import upload of event A, made by the actor when it may import (an upload is its uploader's only), else by the superadmin. */
async function importUpload(w: MatrixWorld, a?: ActorContext): Promise<string> {
  const client = a && ['superadmin', 'ADMIN', 'USER', 'SECRETARY', 'COMPANY'].includes(a.name) ? a.client : w.admin;
  const res = await client
    .post(`/api/events/${w.eventA}/attendees/import`)
    .attach('file', Buffer.from('Nome;Cognome\r\nMario;Rossi\r\n'), 'people.csv');
  if (res.status !== 201) throw new Error(`import upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.upload_id as string;
}
/** A vehicle import upload of event A, as importUpload; each with a plate of its own. */
async function vehicleImportUpload(w: MatrixWorld, a?: ActorContext): Promise<string> {
  const client = a && ['superadmin', 'ADMIN', 'USER', 'SECRETARY', 'COMPANY'].includes(a.name) ? a.client : w.admin;
  const plate = `VI${w.unique('').replace(/\D/g, '').slice(-7)}`;
  const res = await client
    .post(`/api/events/${w.eventA}/vehicles/import`)
    .attach('file', Buffer.from(`Targa;Tipo\r\n${plate};Auto\r\n`), 'vehicles.csv');
  if (res.status !== 201) throw new Error(`vehicle import upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.upload_id as string;
}
/** Waits for the world's own import jobs in event A to end (a job another row resumed runs on after its request). */
async function importsIdle(w: MatrixWorld): Promise<void> {
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 25))) {
    const [{ n }] = (await w.db.query("SELECT COUNT(*) AS n FROM jobs WHERE event_id = ? AND status IN ('queued', 'running')", [w.eventA])) as {
      n: number;
    }[];
    if (Number(n) === 0) return;
    if (Date.now() - started > 60_000) throw new Error(`event A still has ${n} import jobs running after 60 s`);
  }
}

/** A finished import job of event A. */
async function importJob(w: MatrixWorld): Promise<number> {
  await importsIdle(w);
  const res = await w.admin
    .post(`/api/events/${w.eventA}/attendees/import/${await importUpload(w)}/apply`)
    .send({ mapping: { Nome: 'first_name' } });
  if (res.status !== 202) throw new Error(`import apply: ${res.status} ${JSON.stringify(res.body)}`);
  const jobId = res.body.job_id as number;
  // Finished before the next row starts one (a second import of the same user in the event is a 409). A
  // precondition, not a speed check: on a loaded machine (CI runs MariaDB beside the browser tests) a
  // one-row job has taken more than 4 s.
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 25))) {
    const job = await w.db.getRepository(Job).findOneByOrFail({ id: jobId });
    if (job.status === 'done' || job.status === 'failed') break;
    if (Date.now() - started > 60_000) throw new Error(`import job ${jobId} still ${job.status} after 60 s`);
  }
  return jobId;
}

const ATTENDEE_ROWS: RouteRow[] = [
  { method: 'GET', path: '/api/events/:eventId/attendees', note: 'COMPANY lists its own company’s', expect: eventReaders(200) },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/create',
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 200 }),
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/:id',
    setup: async (w) => ({ id: (await attendeeWorld(w)).attendeeId }),
    expect: eventReaders(200),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/attendees',
    setup: async (w) => ({ categoryId: (await attendeeWorld(w)).categoryId, companyId: w.companyA }),
    // COMPANY's form holds only what a company knows (issue 29 item 13): staff fields from it are refused.
    body: (p, _w, actor) =>
      actor?.name === 'COMPANY' ? companyFormAttendee(Number(p.categoryId)) : fullAttendee(Number(p.categoryId), Number(p.companyId)),
    expect: inEventA({ superadmin: 201, ADMIN: 201, USER: 201, VIEWER: 403, SECRETARY: 201, COMPANY: 201 }),
  },
  {
    method: 'PUT',
    path: '/api/events/:eventId/attendees/:id',
    setup: async (w) => ({ id: await freshAttendee(w) }),
    body: (_p, _w, actor) => (actor?.name === 'COMPANY' ? { job_title: 'Capo stand' } : { pending: true }),
    note: 'the pending toggle of SPEC §7 (not in COMPANY’s form: it changes what its form holds)',
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 200 }),
  },
  {
    method: 'DELETE',
    path: '/api/events/:eventId/attendees/:id',
    setup: async (w) => ({ id: await freshAttendee(w) }),
    note: 'SECRETARY may create and update attendees but not delete them (rules.ts)',
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 403, COMPANY: 200 }),
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/:id/sessions',
    setup: async (w) => ({ id: (await attendeeWorld(w)).attendeeId }),
    expect: eventReaders(200),
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/:id/used-services',
    setup: async (w) => ({ id: (await attendeeWorld(w)).attendeeId }),
    expect: eventReaders(200),
  },
  {
    method: 'DELETE',
    path: '/api/events/:eventId/attendees/:id/remove_used_service/:serviceId',
    setup: async (w) => {
      const id = await freshAttendee(w);
      await w.db.getRepository(AttendeeUsedService).insert({ attendeeId: id, serviceId: 7 });
      return { id, serviceId: 7 };
    },
    note: 'changes the attendee: needs update on Attendee',
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 200 }),
  },
  {
    method: 'DELETE',
    path: '/api/events/:eventId/attendees/:id/remove_survey_submission/:submissionId',
    setup: async (w) => {
      const id = await freshAttendee(w);
      const inserted = await w.db.getRepository(SurveySubmission).insert({ attendeeId: id, surveyId: 3, answers: '{}' });
      return { id, submissionId: inserted.identifiers[0]!.id as number };
    },
    note: 'changes the attendee: needs update on Attendee',
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 200 }),
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/:id/history',
    setup: async (w) => ({ id: (await attendeeWorld(w)).attendeeId }),
    expect: eventReaders(200),
  },

  // import and export (test/imports): import steps need create and update, export and jobs read
  {
    method: 'POST',
    path: '/api/events/:eventId/attendees/import',
    attach: { field: 'file', filename: 'people.csv', content: Buffer.from('Nome;Cognome\r\nMario;Rossi\r\n') },
    expect: inEventA({ superadmin: 201, ADMIN: 201, USER: 201, VIEWER: 403, SECRETARY: 201, COMPANY: 201 }),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/attendees/import/:uploadId/preview',
    setup: async (w, a) => ({ uploadId: await importUpload(w, a) }),
    body: { mapping: { Nome: 'first_name' } },
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 200 }),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/attendees/import/:uploadId/apply',
    setup: async (w, a) => ({ uploadId: await importUpload(w, a) }),
    body: { mapping: { Nome: 'first_name' } },
    note: 'the rows lack required fields: the job creates nothing',
    expect: inEventA({ superadmin: 202, ADMIN: 202, USER: 202, VIEWER: 403, SECRETARY: 202, COMPANY: 202 }),
  },
  // the vehicle import (issue 13): the same pipeline, create and update on Vehicle
  {
    method: 'POST',
    path: '/api/events/:eventId/vehicles/import',
    attach: { field: 'file', filename: 'vehicles.csv', content: Buffer.from('Targa;Tipo\r\nAB123CD;Auto\r\n') },
    expect: inEventA({ superadmin: 201, ADMIN: 201, USER: 201, VIEWER: 403, SECRETARY: 201, COMPANY: 201 }),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/vehicles/import/:uploadId/preview',
    setup: async (w, a) => ({ uploadId: await vehicleImportUpload(w, a) }),
    body: { mapping: { Targa: 'plate' } },
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 200 }),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/vehicles/import/:uploadId/apply',
    setup: async (w, a) => ({ uploadId: await vehicleImportUpload(w, a) }),
    body: { mapping: { Targa: 'plate', Tipo: 'type' } },
    expect: inEventA({ superadmin: 202, ADMIN: 202, USER: 202, VIEWER: 403, SECRETARY: 202, COMPANY: 202 }),
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/jobs/:jobId',
    setup: async (w) => ({ jobId: await importJob(w) }),
    note: "the superadmin's job: its creator and who manages attendees see it, others get 404",
    expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 404, VIEWER: 404, SECRETARY: 404, COMPANY: 404 }),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/jobs/:jobId/resume',
    setup: async (w) => {
      const jobId = await importJob(w);
      await w.db.getRepository(Job).update(jobId, { status: 'interrupted' });
      return { jobId };
    },
    note: "the superadmin's job: resumed by it or an event ADMIN only",
    expect: inEventA({ superadmin: 202, ADMIN: 202, USER: 404, VIEWER: 403, SECRETARY: 404, COMPANY: 404 }),
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendees/export',
    note: 'COMPANY exports its own company’s, with its visible fields',
    expect: eventReaders(200),
  },

  // attendee categories: read by every role that reads attendees, written by ADMIN
  { method: 'GET', path: '/api/events/:eventId/attendee-categories', expect: eventReaders(200) },
  { method: 'GET', path: '/api/events/:eventId/attendee-categories/create', expect: eventAdmins(200) },
  {
    method: 'GET',
    path: '/api/events/:eventId/attendee-categories/:id',
    setup: async (w) => ({ id: (await attendeeWorld(w)).categoryId }),
    expect: eventReaders(200),
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/attendee-categories',
    body: (_p, w) => ({ name: w.unique('Categoria') }),
    expect: eventAdmins(201),
  },
  {
    method: 'PUT',
    path: '/api/events/:eventId/attendee-categories/:id',
    setup: async (w) => ({ id: await createCategory(w.admin, w.eventA, w.unique('Categoria')) }),
    body: (_p, w) => ({ name: w.unique('Rinominata') }),
    expect: eventAdmins(200),
  },
  {
    method: 'DELETE',
    path: '/api/events/:eventId/attendee-categories/:id',
    setup: async (w) => ({ id: await createCategory(w.admin, w.eventA, w.unique('Categoria')) }),
    expect: eventAdmins(200),
  },

  // tags: ADMIN writes; USER, VIEWER and SECRETARY read; COMPANY has no tags (rules.ts)
  ...(() => {
    const readers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: ok, SECRETARY: ok, COMPANY: 403 });
    const freshTag = async (w: MatrixWorld) => ({ id: await createTag(w.admin, w.eventA, w.unique('Etichetta')) });
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/tags', expect: readers(200) },
      { method: 'GET', path: '/api/events/:eventId/tags/create', expect: eventAdmins(200) },
      { method: 'GET', path: '/api/events/:eventId/tags/:id', setup: freshTag, expect: readers(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/tags',
        body: (_p, w) => ({ name: w.unique('VIP'), color: '#ff8800' }),
        expect: eventAdmins(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/tags/:id',
        setup: freshTag,
        body: (_p, w) => ({ name: w.unique('Stampa') }),
        expect: eventAdmins(200),
      },
      { method: 'DELETE', path: '/api/events/:eventId/tags/:id', setup: freshTag, expect: eventAdmins(200) },
    ];
    return rows;
  })(),

  // vehicles (issue 13): ADMIN and USER all, SECRETARY no delete, VIEWER reads, COMPANY its own company's
  ...(() => {
    const plate = (w: MatrixWorld) => `MX${w.unique('').replace(/\D/g, '').slice(-6)}`;
    const freshVehicle = async (w: MatrixWorld) => {
      const res = await w.admin
        .post(`/api/events/${w.eventA}/vehicles`)
        .send({ plate: plate(w), type: 'VAN', event_company_id: w.companyA });
      if (res.status !== 201) throw new Error(`vehicle: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const all = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: ok, SECRETARY: ok, COMPANY: ok });
    const writers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok });
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/vehicles', expect: all(200) },
      { method: 'GET', path: '/api/events/:eventId/vehicles/create', expect: writers(200) },
      { method: 'GET', path: '/api/events/:eventId/vehicles/:id/history', setup: freshVehicle, expect: all(200) },
      { method: 'GET', path: '/api/events/:eventId/vehicles/export', expect: all(200) },
      {
        method: 'GET',
        path: '/api/events/:eventId/vehicles/:id',
        setup: freshVehicle,
        note: 'company X’s vehicle: the COMPANY actor’s own',
        expect: all(200),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/vehicles',
        body: (_p, w) => ({ plate: plate(w), type: 'CAR', event_company_id: w.companyA }),
        expect: writers(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/vehicles/:id',
        setup: freshVehicle,
        body: { brand: 'Fiat' },
        expect: writers(200),
      },
      {
        method: 'DELETE',
        path: '/api/events/:eventId/vehicles/:id',
        setup: freshVehicle,
        expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 403, COMPANY: 200 }),
      },
    ];
    return rows;
  })(),

  // access rights (issue 13): subject AccessControl — ADMIN grants and removes, SECRETARY reads (and asks, below:
  // issue 26 item 14); the others none
  ...(() => {
    const staff = (ok: number, secretary = ok) =>
      inEventA({ superadmin: ok, ADMIN: ok, USER: 403, VIEWER: 403, SECRETARY: secretary, COMPANY: 403 });
    const holder = async (w: MatrixWorld) => {
      const zone = await w.admin
        .post(`/api/events/${w.eventA}/zones`)
        .send({ name_it: w.unique('Zona'), code: `R${w.unique('').replace(/\D/g, '').slice(-8)}` });
      const attendee = await createAttendee(w.admin, w.eventA, fullAttendee((await attendeeWorld(w)).categoryId, w.companyA));
      return { zone: zone.body.id as number, attendee };
    };
    const freshRight = async (w: MatrixWorld) => {
      const { zone, attendee } = await holder(w);
      const res = await w.admin.post(`/api/events/${w.eventA}/access-rights`).send({ attendee_id: attendee, zone_id: zone });
      if (res.status !== 201) throw new Error(`access right: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number, attendee };
    };
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/access-rights', expect: staff(200) },
      {
        method: 'GET',
        path: '/api/events/:eventId/access-rights/effective',
        setup: freshRight,
        query: (p) => `?attendee_id=${p.attendee}`,
        expect: staff(200),
      },
      { method: 'GET', path: '/api/events/:eventId/access-rights/:id', setup: freshRight, expect: staff(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/access-rights',
        setup: async (w) => holder(w),
        body: (p) => ({ attendee_id: p.attendee, zone_id: p.zone }),
        note: 'granting is the ADMIN’s review (issue 26 item 14): SECRETARY asks through an access request instead',
        expect: staff(201, 403),
      },
      { method: 'DELETE', path: '/api/events/:eventId/access-rights/:id', setup: freshRight, expect: staff(200, 403) },
    ];
    return rows;
  })(),

  // access-control requests (issue 13): USER, SECRETARY (issue 26 item 14) and COMPANY ask (COMPANY for its own
  // company's holders), ADMIN decides
  ...(() => {
    const askers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok });
    const reviewers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403 });
    const holder = async (w: MatrixWorld) => {
      const zone = await w.admin
        .post(`/api/events/${w.eventA}/zones`)
        .send({ name_it: w.unique('Zona'), code: `Q${w.unique('').replace(/\D/g, '').slice(-8)}` });
      const attendee = await createAttendee(w.admin, w.eventA, fullAttendee((await attendeeWorld(w)).categoryId, w.companyA));
      return { zone: zone.body.id as number, attendee };
    };
    const freshRequest = async (w: MatrixWorld) => {
      const { zone, attendee } = await holder(w);
      const res = await w.admin
        .post(`/api/events/${w.eventA}/access-control-requests`)
        .send({ operation: 'ADD', attendee_ids: [attendee], zone_ids: [zone] });
      if (res.status !== 201) throw new Error(`access request: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/access-control-requests', expect: askers(200) },
      {
        method: 'GET',
        path: '/api/events/:eventId/access-control-requests/:id',
        setup: freshRequest,
        note: 'for an attendee of company X: the COMPANY actor’s own',
        expect: askers(200),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/access-control-requests',
        setup: holder,
        body: (p) => ({ operation: 'ADD', attendee_ids: [p.attendee], zone_ids: [p.zone] }),
        expect: askers(201),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/access-control-requests/decide',
        setup: freshRequest,
        body: (p) => ({ ids: [p.id], status: 'APPROVED' }),
        expect: reviewers(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/access-control-requests/:id',
        setup: freshRequest,
        body: { status: 'REJECTED', reason: 'No' },
        expect: reviewers(200),
      },
    ];
    return rows;
  })(),

  // required documents (issue 13): ADMIN defines them; USER, SECRETARY and COMPANY read the definitions
  ...(() => {
    const readers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok });
    const freshDefinition = async (w: MatrixWorld) => {
      const res = await w.admin
        .post(`/api/events/${w.eventA}/attachment-definitions`)
        .send({ name_it: w.unique('Documento'), target: 'VEHICLE' });
      if (res.status !== 201) throw new Error(`definition: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const rows: RouteRow[] = [
      {
        method: 'GET',
        path: '/api/events/:eventId/companies/:id/portal',
        setup: async (w) => ({ id: w.companyA }),
        note: 'company X: the COMPANY actor’s own',
        expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 200, COMPANY: 200 }),
      },
      { method: 'GET', path: '/api/events/:eventId/attachment-definitions', expect: readers(200) },
      { method: 'GET', path: '/api/events/:eventId/attachment-definitions/create', expect: eventAdmins(200) },
      { method: 'GET', path: '/api/events/:eventId/attachment-definitions/:id', setup: freshDefinition, expect: readers(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/attachment-definitions',
        body: (_p, w) => ({ name_it: w.unique('Patente'), target: 'ATTENDEE' }),
        expect: eventAdmins(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/attachment-definitions/:id',
        setup: freshDefinition,
        body: { required: false },
        expect: eventAdmins(200),
      },
      { method: 'DELETE', path: '/api/events/:eventId/attachment-definitions/:id', setup: freshDefinition, expect: eventAdmins(200) },
    ];
    return rows;
  })(),

  // uploaded documents (issue 13): USER all, COMPANY its own company's, SECRETARY reads and previews (UI configuration), VIEWER none
  ...(() => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const holder = async (w: MatrixWorld) => {
      const definition = await w.admin
        .post(`/api/events/${w.eventA}/attachment-definitions`)
        .send({ name_it: w.unique('Assicurazione'), target: 'ATTENDEE', validation_required: true });
      if (definition.status !== 201) throw new Error(`definition: ${definition.status} ${JSON.stringify(definition.body)}`);
      return { definition: definition.body.id as number, attendee: await freshAttendee(w) };
    };
    const freshAttachment = async (w: MatrixWorld) => {
      const { definition, attendee } = await holder(w);
      const res = await w.admin
        .post(`/api/events/${w.eventA}/attachments`)
        .field('definition_id', String(definition))
        .field('attendee_id', String(attendee))
        .attach('file', PDF, { filename: 'polizza.pdf', contentType: 'application/pdf' });
      if (res.status !== 201) throw new Error(`attachment: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const readers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok });
    const writers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: 403, COMPANY: ok });
    const reviewers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: 403, COMPANY: 403 });
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/attachments', expect: readers(200) },
      {
        method: 'GET',
        path: '/api/events/:eventId/attachments/:id',
        setup: freshAttachment,
        note: 'of an attendee of company X: the COMPANY actor’s own',
        expect: readers(200),
      },
      { method: 'GET', path: '/api/events/:eventId/attachments/:id/file', setup: freshAttachment, expect: readers(200) },
      { method: 'GET', path: '/api/events/:eventId/attachments/:id/history', setup: freshAttachment, expect: readers(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/attachments',
        setup: holder,
        attach: {
          field: 'file',
          filename: 'polizza.pdf',
          content: PDF,
          fields: (_w, p) => ({ definition_id: String(p.definition), attendee_id: String(p.attendee) }),
        },
        expect: writers(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/attachments/:id',
        setup: freshAttachment,
        body: { status: 'VALID' },
        note: 'a decision is the staff’s whatever the UI configuration lists (issue 26 item 2): COMPANY uploads, it does not decide',
        expect: reviewers(200),
      },
    ];
    return rows;
  })(),

  // passes (issue 14): a credential — who may change the holder sees its pass; the gate's public key for AccessControl readers
  ...(() => {
    const holderWriters = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok });
    const freshVehicle = async (w: MatrixWorld) => {
      const res = await w.admin
        .post(`/api/events/${w.eventA}/vehicles`)
        .send({ plate: `PM${w.unique('').replace(/\D/g, '').slice(-6)}`, type: 'CAR', event_company_id: w.companyA });
      if (res.status !== 201) throw new Error(`vehicle: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const rows: RouteRow[] = [
      {
        method: 'GET',
        path: '/api/events/:eventId/attendees/:id/pass',
        setup: async (w) => ({ id: await freshAttendee(w) }),
        expect: holderWriters(200),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/attendees/:id/pass/reissue',
        setup: async (w) => ({ id: await freshAttendee(w) }),
        expect: holderWriters(200),
      },
      { method: 'GET', path: '/api/events/:eventId/vehicles/:id/pass', setup: freshVehicle, expect: holderWriters(200) },
      { method: 'POST', path: '/api/events/:eventId/vehicles/:id/pass/reissue', setup: freshVehicle, expect: holderWriters(200) },
      {
        method: 'GET',
        path: '/api/events/:eventId/pass-key',
        expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 200, COMPANY: 403 }),
      },
    ];
    return rows;
  })(),

  // scans and the scan log (issue 14): who grants access (ADMIN, SECRETARY) scans and reads the log
  ...(() => {
    const gate = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: 403, VIEWER: 403, SECRETARY: ok, COMPANY: 403 });
    const zoneOf = async (w: MatrixWorld) => {
      const res = await w.admin
        .post(`/api/events/${w.eventA}/zones`)
        .send({ name_it: w.unique('Varco'), code: `G${w.unique('').replace(/\D/g, '').slice(-8)}` });
      return res.body.id as number;
    };
    const freshScan = async (w: MatrixWorld) => {
      const res = await w.admin.post(`/api/events/${w.eventA}/scans`).send({
        code: 'NOT-A-PASS',
        zone_id: await zoneOf(w),
        direction: 'IN',
        device_id: 'matrix',
        nonce: w.unique('n').replace(/[^A-Za-z0-9]/g, ''),
      });
      if (res.status !== 201) throw new Error(`scan: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const rows: RouteRow[] = [
      {
        method: 'POST',
        path: '/api/events/:eventId/scans',
        setup: async (w) => ({ zone: await zoneOf(w) }),
        body: (p, w) => ({
          code: 'NOT-A-PASS',
          zone_id: p.zone,
          direction: 'IN',
          device_id: 'matrix',
          nonce: w.unique('n').replace(/[^A-Za-z0-9]/g, ''),
        }),
        note: 'a code that is no pass: a denied scan, logged',
        expect: gate(201),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/scans/sync',
        setup: async (w) => ({ zone: await zoneOf(w) }),
        body: (p, w) => ({
          scans: [
            {
              code: 'NOT-A-PASS',
              zone_id: p.zone,
              direction: 'IN',
              device_id: 'matrix',
              nonce: w.unique('n').replace(/[^A-Za-z0-9]/g, ''),
              scanned_at: '2026-01-01T10:00:00Z',
              offline_result: 'DENIED',
              offline_reason: 'invalid_signature',
            },
          ],
        }),
        note: 'an offline queue of one refused scan',
        expect: gate(200),
      },
      { method: 'GET', path: '/api/events/:eventId/scans/offline-list', expect: gate(200) },
      { method: 'GET', path: '/api/events/:eventId/scans/presence', expect: gate(200) },
      {
        method: 'GET',
        path: '/api/events/:eventId/scans/check',
        setup: async (w) => ({ attendee: await createAttendee(w.admin, w.eventA, fullAttendee((await attendeeWorld(w)).categoryId, w.companyA)) }),
        query: (p) => `?attendee_id=${p.attendee}`,
        note: 'what the gate would answer: who reads the access log',
        expect: gate(200),
      },
      { method: 'GET', path: '/api/events/:eventId/access-controls', expect: gate(200) },
      { method: 'GET', path: '/api/events/:eventId/access-controls/occupancy', expect: gate(200) },
      { method: 'GET', path: '/api/events/:eventId/access-controls/live', stream: true, expect: gate(200) },
      { method: 'GET', path: '/api/events/:eventId/access-controls/export', expect: gate(200) },
      { method: 'GET', path: '/api/events/:eventId/access-controls/:id', setup: freshScan, expect: gate(200) },
    ];
    return rows;
  })(),

  // the cloakroom (issue 14): ADMIN makes racks; ADMIN and SECRETARY deposit and return
  ...(() => {
    const desk = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: 403, VIEWER: 403, SECRETARY: ok, COMPANY: 403 });
    const freshHanger = async (w: MatrixWorld) => {
      const rack = `M${w.unique('').replace(/\D/g, '').slice(-8)}`;
      await w.admin.post(`/api/events/${w.eventA}/hangers/rack`).send({ rack, to: 1 });
      const [row] = (await w.db.query('SELECT id FROM hangers WHERE event_id = ? AND rack = ?', [w.eventA, rack])) as { id: number }[];
      return { id: Number(row.id) };
    };
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/hangers', expect: desk(200) },
      { method: 'GET', path: '/api/events/:eventId/hangers/:id', setup: freshHanger, expect: desk(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/hangers/rack',
        body: (_p, w) => ({ rack: `N${w.unique('').replace(/\D/g, '').slice(-8)}`, to: 2 }),
        expect: eventAdmins(201),
      },
      { method: 'DELETE', path: '/api/events/:eventId/hangers/:id', setup: freshHanger, expect: eventAdmins(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/hangers/deposit',
        body: { code: 'NOT-A-PASS' },
        note: 'no pass: a refusal',
        expect: desk(200),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/hangers/return',
        body: { hanger: 'NONE-1' },
        note: 'no such hanger: a refusal',
        expect: desk(200),
      },
    ];
    return rows;
  })(),

  // services (issue 14): ADMIN writes, SECRETARY reads; who scans at the gates consumes
  ...(() => {
    const readers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: 403, VIEWER: 403, SECRETARY: ok, COMPANY: 403 });
    const freshService = async (w: MatrixWorld) => {
      const res = await w.admin.post(`/api/events/${w.eventA}/services`).send({ name_it: w.unique('Servizio') });
      if (res.status !== 201) throw new Error(`service: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/services', expect: readers(200) },
      { method: 'GET', path: '/api/events/:eventId/services/create', expect: eventAdmins(200) },
      { method: 'GET', path: '/api/events/:eventId/services/:id', setup: freshService, expect: readers(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/services',
        body: (_p, w) => ({ name_it: w.unique('Servizio') }),
        expect: eventAdmins(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/services/:id',
        setup: freshService,
        body: { limit_per_attendee: 2 },
        expect: eventAdmins(200),
      },
      { method: 'DELETE', path: '/api/events/:eventId/services/:id', setup: freshService, expect: eventAdmins(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/services/:id/consume',
        setup: freshService,
        body: (_p, w) => ({ code: 'NOT-A-PASS', device_id: 'matrix', nonce: w.unique('n').replace(/[^A-Za-z0-9]/g, '') }),
        note: 'a code that is no pass: a refusal',
        expect: readers(200),
      },
    ];
    return rows;
  })(),

  // totems (issue 14): the event ADMIN's kiosks, the kiosk page's calls and the maintenance's reset
  ...(() => {
    const freshTotem = async (w: MatrixWorld) => {
      const zone = await w.admin
        .post(`/api/events/${w.eventA}/zones`)
        .send({ name_it: w.unique('Chiosco'), code: `K${w.unique('').replace(/\D/g, '').slice(-8)}` });
      const res = await w.admin.post(`/api/events/${w.eventA}/totems`).send({ name: w.unique('Totem'), zone_id: zone.body.id });
      if (res.status !== 201) throw new Error(`totem: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number, zone: zone.body.id as number };
    };
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/totems', expect: eventAdmins(200) },
      { method: 'GET', path: '/api/events/:eventId/totems/create', expect: eventAdmins(200) },
      { method: 'GET', path: '/api/events/:eventId/totems/:id', setup: freshTotem, expect: eventAdmins(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/totems',
        setup: async (w) => ({ zone: (await freshTotem(w)).zone }),
        body: (p, w) => ({ name: w.unique('Totem'), zone_id: p.zone }),
        expect: eventAdmins(201),
      },
      { method: 'PUT', path: '/api/events/:eventId/totems/:id', setup: freshTotem, body: { mode: 'PRINT' }, expect: eventAdmins(200) },
      { method: 'DELETE', path: '/api/events/:eventId/totems/:id', setup: freshTotem, expect: eventAdmins(200) },
      { method: 'POST', path: '/api/events/:eventId/totems/:id/heartbeat', setup: freshTotem, body: {}, expect: eventAdmins(200) },
      { method: 'POST', path: '/api/events/:eventId/totems/:id/reset', setup: freshTotem, expect: eventAdmins(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/totems/:id/code',
        setup: freshTotem,
        body: { email: 'nessuno@example.com' },
        note: 'the same answer whether the e-mail is an attendee’s',
        expect: eventAdmins(202),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/totems/:id/checkin',
        setup: freshTotem,
        body: (_p, w) => ({ code: 'NOT-A-PASS', nonce: w.unique('n').replace(/[^A-Za-z0-9]/g, '') }),
        note: 'a code that is no pass: a refusal the kiosk shows',
        expect: eventAdmins(200),
      },
      { method: 'GET', path: '/api/events/:eventId/totems/:id/kiosk', setup: freshTotem, expect: eventAdmins(200) },
      // Pairing a kiosk and revoking it (issue 26 item 4): the ADMIN's, as changing the totem is.
      { method: 'POST', path: '/api/events/:eventId/totems/:id/pairing', setup: freshTotem, expect: eventAdmins(201) },
      { method: 'DELETE', path: '/api/events/:eventId/totems/:id/devices', setup: freshTotem, expect: eventAdmins(200) },
      {
        method: 'POST',
        path: '/api/totem-devices',
        setup: async (w) => {
          const { id } = await freshTotem(w);
          const res = await w.admin.post(`/api/events/${w.eventA}/totems/${id}/pairing`);
          if (res.status !== 201) throw new Error(`pairing: ${res.status} ${JSON.stringify(res.body)}`);
          return { code: res.body.code as string };
        },
        body: (p) => ({ code: p.code }),
        note: 'public: whoever holds a fresh pairing code gets a device credential (its own tests: test/totems.devices)',
        expect: everyone(201),
      },
    ];
    return rows;
  })(),

  // zones (issue 13): ADMIN writes; the other roles read (COMPANY to ask for them, rules.ts)
  ...(() => {
    const readers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: ok, SECRETARY: ok, COMPANY: ok });
    const code = (w: MatrixWorld) =>
      w
        .unique('Z')
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(-18)
        .toUpperCase();
    const freshZone = async (w: MatrixWorld) => {
      const res = await w.admin.post(`/api/events/${w.eventA}/zones`).send({ name_it: w.unique('Zona'), code: code(w) });
      if (res.status !== 201) throw new Error(`zone: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number };
    };
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/zones', expect: readers(200) },
      { method: 'GET', path: '/api/events/:eventId/zones/create', expect: eventAdmins(200) },
      { method: 'GET', path: '/api/events/:eventId/zones/:id', setup: freshZone, expect: readers(200) },
      {
        method: 'POST',
        path: '/api/events/:eventId/zones',
        body: (_p, w) => ({ name_it: w.unique('Paddock'), code: code(w) }),
        expect: eventAdmins(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/zones/:id',
        setup: freshZone,
        body: (_p, w) => ({ name_it: w.unique('Sala stampa') }),
        expect: eventAdmins(200),
      },
      { method: 'DELETE', path: '/api/events/:eventId/zones/:id', setup: freshZone, expect: eventAdmins(200) },
    ];
    return rows;
  })(),

  // saved filters: ADMIN and USER (rules.ts); one's own or the shared ones
  ...(() => {
    const savers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: 403, COMPANY: 403 });
    const rows: RouteRow[] = [
      { method: 'GET', path: '/api/events/:eventId/filters', expect: savers(200) },
      { method: 'GET', path: '/api/events/:eventId/filters/create', expect: savers(200) },
      {
        method: 'GET',
        path: '/api/events/:eventId/filters/:id',
        setup: async (w, a) => ({ id: await ownFilter(w, a) }),
        expect: savers(200),
      },
      {
        method: 'POST',
        path: '/api/events/:eventId/filters',
        body: (_p, w) => ({ name: w.unique('Da pagare'), resource: 'attendees', filter: { payment_status: 'UNPAID' } }),
        expect: savers(201),
      },
      {
        method: 'PUT',
        path: '/api/events/:eventId/filters/:id',
        setup: async (w, a) => ({ id: await ownFilter(w, a) }),
        body: { name: 'Rinominato', resource: 'attendees', filter: { pending: false }, shared: false },
        note: 'the owner edits its own filter: part of the right to save filters',
        expect: savers(200),
      },
      {
        method: 'DELETE',
        path: '/api/events/:eventId/filters/:id',
        setup: async (w, a) => ({ id: await ownFilter(w, a) }),
        expect: savers(200),
      },
    ];
    return rows;
  })(),
];

// ─── commerce: product categories, products, orders (issue 6; ADMIN only, SPEC §2) ───────────────

/** ADMIN (and superadmin) only, inside event A. */
const commerceAdmins = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  superadmin: ok,
  ADMIN: ok,
  USER: 403,
  VIEWER: 403,
  SECRETARY: 403,
  COMPANY: 403,
  otherEvent: 404,
});

async function created(res: Promise<{ status: number; body: { id: number } }>, what: string): Promise<number> {
  const r = await res;
  if (r.status !== 201) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}
const freshProductCategory = async (w: MatrixWorld) => ({
  id: await created(
    w.admin.post(`/api/events/${w.eventA}/product-categories`).send({ name_it: w.unique('Categoria') }),
    'product category',
  ),
});
const productBody = (w: MatrixWorld) => ({ name_it: w.unique('Prodotto'), price_cents: 1_000, vat_rate: 2200, stock: 100 });
const freshProduct = async (w: MatrixWorld) => ({
  id: await created(w.admin.post(`/api/events/${w.eventA}/products`).send(productBody(w)), 'product'),
});

/**
 * A PLACED/PENDING bank-transfer order of one unit (or PAID), written to the database as a checkout
 * would (staff cannot make orders over HTTP: the attendee's checkout does); its unit is counted as sold.
 */
async function freshOrder(w: MatrixWorld, paid = false): Promise<{ id: number }> {
  const productId = (await freshProduct(w)).id;
  const attendee = await w.db
    .getRepository(Attendee)
    .save({ uuid: randomUUID(), eventId: w.eventA, attendeeCode: w.unique('ORD'), lastName: 'Acquirente' });
  const number = ((await w.db.getRepository(Order).maximum('number', { eventId: w.eventA })) ?? 0) + 1;
  const order = await w.db.getRepository(Order).save({
    eventId: w.eventA,
    attendeeId: attendee.id,
    number,
    status: 'PLACED',
    paymentStatus: paid ? 'PAID' : 'PENDING',
    paymentMethod: 'BANK_TRANSFER',
    totalNetCents: 820,
    totalVatCents: 180,
    totalGrossCents: 1_000,
    currency: 'EUR',
    paidAt: paid ? new Date() : null,
  });
  await w.db.getRepository(OrderLine).insert({
    orderId: order.id,
    productId,
    productName: 'Prodotto',
    quantity: 1,
    unitPriceCents: 1_000,
    vatRate: 2200,
    netCents: 820,
    vatCents: 180,
    grossCents: 1_000,
  });
  await w.db.getRepository(Product).update(productId, { sold: 1 });
  return { id: order.id };
}

const COMMERCE_ROWS: RouteRow[] = [
  { method: 'GET', path: '/api/events/:eventId/product-categories', expect: commerceAdmins(200) },
  { method: 'GET', path: '/api/events/:eventId/product-categories/create', expect: commerceAdmins(200) },
  { method: 'GET', path: '/api/events/:eventId/product-categories/:id', setup: freshProductCategory, expect: commerceAdmins(200) },
  {
    method: 'POST',
    path: '/api/events/:eventId/product-categories',
    body: (_p, w) => ({ name_it: w.unique('Categoria') }),
    expect: commerceAdmins(201),
  },
  {
    method: 'PUT',
    path: '/api/events/:eventId/product-categories/:id',
    setup: freshProductCategory,
    body: (_p, w) => ({ name_it: w.unique('Rinominata'), position: 3 }),
    expect: commerceAdmins(200),
  },
  { method: 'DELETE', path: '/api/events/:eventId/product-categories/:id', setup: freshProductCategory, expect: commerceAdmins(200) },

  { method: 'GET', path: '/api/events/:eventId/products', expect: commerceAdmins(200) },
  { method: 'GET', path: '/api/events/:eventId/products/create', expect: commerceAdmins(200) },
  { method: 'GET', path: '/api/events/:eventId/products/:id', setup: freshProduct, expect: commerceAdmins(200) },
  { method: 'POST', path: '/api/events/:eventId/products', body: (_p, w) => productBody(w), expect: commerceAdmins(201) },
  {
    method: 'PUT',
    path: '/api/events/:eventId/products/:id',
    setup: freshProduct,
    body: (_p, w) => productBody(w),
    expect: commerceAdmins(200),
  },
  { method: 'DELETE', path: '/api/events/:eventId/products/:id', setup: freshProduct, expect: commerceAdmins(200) },

  { method: 'GET', path: '/api/events/:eventId/orders', expect: commerceAdmins(200) },
  { method: 'GET', path: '/api/events/:eventId/orders/:id', setup: (w) => freshOrder(w), expect: commerceAdmins(200) },
  { method: 'POST', path: '/api/events/:eventId/orders/:id/mark-paid', setup: (w) => freshOrder(w), body: {}, expect: commerceAdmins(200) },
  { method: 'POST', path: '/api/events/:eventId/orders/:id/cancel', setup: (w) => freshOrder(w), body: {}, expect: commerceAdmins(200) },
  {
    method: 'PUT',
    path: '/api/events/:eventId/orders/:id/refund-note',
    setup: (w) => freshOrder(w, true),
    body: { refund_note: 'Rimborsato con bonifico' },
    note: 'refund notes are for paid orders: the order is a paid one',
    expect: commerceAdmins(200),
  },

  {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    body: { id: 'evt_matrix', type: 'checkout.session.completed' },
    note: 'public (Stripe has no session; the signature is the proof): 503 while Stripe is not configured, as here; signatures in test/commerce/stripe-webhook.e2e-spec.ts',
    expect: everyone(503),
  },
];

// ─── the attendee site (issue 6) ─────────────────────────────────────────────────────────────────────


const MYAREA_ROWS: RouteRow[] = [
  { method: 'GET', path: '/api/external/:token/event', setup: eventAToken, expect: everyone(200) },
  {
    method: 'POST',
    path: '/api/:token/attendee/otp',
    setup: eventAToken,
    body: (_p, w) => ({ email: `${w.unique('nobody')}@example.test` }),
    note: 'the same 202 whether or not the e-mail is an attendee’s (a fresh e-mail per call: the requests are throttled per e-mail + IP)',
    expect: everyone(202),
  },
  {
    method: 'POST',
    path: '/api/:token/attendee/login',
    setup: eventAToken,
    body: (_p, w) => ({ email: `${w.unique('nobody')}@example.test`, code: '000000' }),
    note: 'no attendee has that e-mail: the code is refused (422), whoever asks',
    expect: everyone(422),
  },
  {
    method: 'POST',
    path: '/api/attendee/logout',
    note: 'ends the attendee part of the session only: 204 with nobody signed in, the staff sign-in untouched',
    expect: everyone(204),
  },
  { method: 'GET', path: '/api/:token/attendee', setup: eventAToken, note: NOT_AN_ATTENDEE, expect: everyone(401) },
  {
    method: 'PUT',
    path: '/api/:token/attendee',
    setup: eventAToken,
    body: { phone: '+39 333 1234567' },
    note: NOT_AN_ATTENDEE,
    expect: everyone(401),
  },
  { method: 'GET', path: '/api/:token/products', setup: eventAToken, note: NOT_AN_ATTENDEE, expect: everyone(401) },
  {
    method: 'POST',
    path: '/api/:token/attendee/email',
    setup: eventAToken,
    body: { code: '123456' },
    note: NOT_AN_ATTENDEE,
    expect: everyone(401),
  },
  {
    method: 'POST',
    path: '/api/:token/checkout',
    setup: eventAToken,
    body: { lines: [{ product_id: 1, quantity: 1 }], payment_method: 'BANK_TRANSFER' },
    note: NOT_AN_ATTENDEE,
    expect: everyone(401),
  },
  {
    method: 'GET',
    path: '/api/:token/orders/:id',
    setup: async (w) => ({ ...(await eventAToken(w)), id: 1 }),
    note: NOT_AN_ATTENDEE,
    expect: everyone(401),
  },
  { method: 'GET', path: '/api/:token/pass', setup: eventAToken, note: NOT_AN_ATTENDEE, expect: everyone(401) },
];

/** Account changes need a fresh password confirmation (issue 12): the actor gives it before the row. */
async function confirmed(a: ActorContext): Promise<void> {
  if (a.password) await a.client.confirmPassword(a.password);
}

export const ROUTE_MATRIX: RouteRow[] = [
  // ─── health ─────────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  { method: 'GET', path: '/api/docs-json', expect: everyone(200) },
  { method: 'GET', path: '/api/docs', expect: everyone(200) },
  { method: 'GET', path: '/api/docs/docs.js', expect: everyone(200) },

  // ─── the signed-in user and their 2FA (auth.controller, two-factor.controller) ──────────────────
  { method: 'GET', path: '/api/user', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/user/two-factor-authentication',
    teardown: removeTwoFactor,
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    path: '/user/two-factor-authentication',
    setup: async (w, a) => (await w.enrolTwoFactor(a), {}),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/user/two-factor-qr-code',
    setup: async (w, a) => (await w.enrolTwoFactor(a), {}),
    teardown: removeTwoFactor,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/user/two-factor-secret-key',
    setup: async (w, a) => (await w.enrolTwoFactor(a), {}),
    teardown: removeTwoFactor,
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: '/user/confirmed-two-factor-authentication',
    setup: async (w, a) => {
      const secret = await w.enrolTwoFactor(a);
      return { code: secret ? w.totp(secret) : '123456' };
    },
    body: (p) => ({ code: p.code }),
    teardown: removeTwoFactor,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    path: '/user/two-factor-recovery-codes',
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: '/user/two-factor-recovery-codes',
    setup: async (w, a) => {
      await w.confirmTwoFactor(a);
      // New recovery codes need a fresh confirmation (issue 12); the 2FA confirmation signed in anew.
      if (a.password) await a.client.confirmPassword(a.password);
      return {};
    },
    teardown: removeTwoFactor,
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: '/user/confirm-password',
    body: (_p, _w, a) => ({ password: a?.password ?? 'not-a-password' }),
    expect: signedIn(200),
  },
  { method: 'GET', path: '/user/confirmed-password-status', expect: signedIn(200) },
  {
    method: 'PUT',
    path: '/user/password',
    body: () => ({ current_password: 'wrong-current-password', password: 'Zq9-vT7w-kP2m-new', password_confirmation: 'Zq9-vT7w-kP2m-new' }),
    note: 'a wrong current password: 422 for every signed-in user, nothing changes',
    expect: signedIn(422),
  },
  { method: 'GET', path: '/user/sessions', expect: signedIn(200) },
  { method: 'DELETE', path: '/user/sessions', note: 'ends the caller’s other sessions (none here)', expect: signedIn(200) },
  {
    method: 'DELETE',
    path: '/user/sessions/:id',
    setup: async () => ({ id: 'f'.repeat(32) }),
    note: 'an unknown session of the caller',
    expect: signedIn(404),
  },

  // ─── users (superadmin only) ────────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/api/users', expect: superadminOnly(200) },
  { method: 'GET', path: '/api/users/create', expect: superadminOnly(200) },
  { method: 'GET', path: '/api/users/:id', setup: async (w) => ({ id: w.plainUser }), expect: superadminOnly(200) },
  {
    method: 'POST',
    path: '/api/users',
    body: (_p, w) => ({ name: 'Nuovo utente', email: `${w.unique('new')}@eventdesk.test`, password, password_confirmation: password }),
    expect: superadminOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/users/:id',
    setup: async (w, a) => (await confirmed(a), { id: await w.freshUser() }),
    body: (_p, w) => ({ name: 'Utente modificato', email: `${w.unique('edited')}@eventdesk.test` }),
    expect: superadminOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/users/:id',
    setup: async (w, a) => (await confirmed(a), { id: await w.freshUser() }),
    expect: superadminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/user/:id/save-events-roles',
    setup: async (w) => ({ id: await w.freshUser() }),
    body: (_p, w) => ({ eventRoles: [{ id: w.eventA, role: 'VIEWER' }] }),
    expect: superadminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/user/:id/reset-2fa',
    setup: async (w, a) => (await confirmed(a), { id: await w.freshUser() }),
    expect: superadminOnly(200),
  },

  // ─── audit log (superadmin only) ────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/api/audit-logs', expect: superadminOnly(200) },
  { method: 'GET', path: '/api/audit-logs/:id', setup: lastAuditLog, expect: superadminOnly(200) },
  // Read-only (the registry's `update: false`): a write is answered 405 to who may read the log.
  { method: 'POST', path: '/api/audit-logs', body: { action: 'LOGIN' }, expect: superadminOnly(405) },
  { method: 'PUT', path: '/api/audit-logs/:id', setup: lastAuditLog, body: { action: 'LOGIN' }, expect: superadminOnly(405) },
  { method: 'DELETE', path: '/api/audit-logs/:id', setup: lastAuditLog, expect: superadminOnly(405) },

  // ─── events ─────────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/api/events', note: 'everyone lists; the list holds only their own events', expect: signedIn(200) },
  { method: 'GET', path: '/api/events/create', note: 'creating events is global: superadmin only', expect: superadminOnly(200) },
  {
    method: 'GET',
    path: '/api/events/:id',
    setup: async (w) => ({ id: w.eventA }),
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 200, COMPANY: 200, otherEvent: 404 },
  },
  { method: 'POST', path: '/api/events', body: () => validEvent(), expect: superadminOnly(201) },
  {
    method: 'PUT',
    path: '/api/events/:id',
    setup: async (w) => ({ id: w.eventA }),
    body: validEvent({ name: 'Evento A', sku: 'EVA' }),
    note: 'the same body every time, so event A stays as it was',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/events/:id',
    // Only the superadmin may delete: it gets a fresh event; the others must be refused on event A itself.
    setup: async (w, a) => ({ id: a.name === 'superadmin' ? await w.freshEvent() : w.eventA }),
    note: 'an event ADMIN may update its event but not delete it (rules.ts: update Event only)',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 403, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/ui-config',
    note: 'superadmin without a role gets ADMIN’s configuration',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 200, COMPANY: 200, otherEvent: 404 },
  },
  {
    method: 'POST',
    path: '/api/events/:id/image-background',
    setup: async (w) => ({ id: w.eventA }),
    attach: { field: 'file', filename: 'background.png', content: PNG },
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/events/:id/image-background',
    setup: async (w) => ({ id: w.eventA }),
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },

  // ─── event categories (global; read by everyone signed in, edited by superadmins) ───────────────
  { method: 'GET', path: '/api/event-categories', expect: signedIn(200) },
  { method: 'GET', path: '/api/event-categories/create', expect: superadminOnly(200) },
  { method: 'GET', path: '/api/event-categories/:id', setup: async (w) => ({ id: w.category }), expect: signedIn(200) },
  { method: 'POST', path: '/api/event-categories', body: (_p, w) => ({ name: w.unique('Categoria') }), expect: superadminOnly(201) },
  {
    method: 'PUT',
    path: '/api/event-categories/:id',
    setup: async (w) => ({ id: await w.freshCategory() }),
    body: (_p, w) => ({ name: w.unique('Rinominata') }),
    expect: superadminOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/event-categories/:id',
    setup: async (w) => ({ id: await w.freshCategory() }),
    expect: superadminOnly(200),
  },

  // ─── fonts (global, superadmin only: SPEC §6 "Users and fonts") ─────────────────────────────────
  { method: 'GET', path: '/api/fonts', expect: superadminOnly(200) },
  { method: 'GET', path: '/api/fonts/create', expect: superadminOnly(200) },
  { method: 'GET', path: '/api/fonts/:id', setup: async (w) => ({ id: w.font }), expect: superadminOnly(200) },
  { method: 'GET', path: '/api/fonts/:id/file', setup: async (w) => ({ id: w.font }), expect: superadminOnly(200) },
  {
    method: 'POST',
    path: '/api/fonts',
    attach: { field: 'file', filename: 'font.ttf', content: TTF, fields: (w) => ({ name: w.unique('Font') }) },
    expect: superadminOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/fonts/:id',
    setup: async (w) => ({ id: await w.freshFont() }),
    body: (_p, w) => ({ name: w.unique('Font rinominato'), weight: 700 }),
    expect: superadminOnly(200),
  },
  { method: 'DELETE', path: '/api/fonts/:id', setup: async (w) => ({ id: await w.freshFont() }), expect: superadminOnly(200) },

  // ─── event dashboard figures (every role, scoped: COMPANY sees its own company's) ───────────────
  {
    method: 'GET',
    path: '/api/events/:eventId/stats',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 200, COMPANY: 200, otherEvent: 404 },
  },

  // ─── companies of an event (the five roles; VIEWER and COMPANY read-only; COMPANY its own only) ─
  {
    method: 'GET',
    path: '/api/events/:eventId/companies',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 200, COMPANY: 200, otherEvent: 404 },
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/companies/create',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/companies/:id',
    setup: async (w) => ({ id: w.companyA }),
    note: 'company X is the COMPANY actor’s own; another company is 404 to it (company-scope.e2e-spec.ts)',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 200, COMPANY: 200, otherEvent: 404 },
  },
  {
    method: 'GET',
    path: '/api/events/:eventId/companies/:id/users',
    setup: async (w) => ({ id: w.companyA }),
    note: "the company's accounts: for the staff who edit companies, not for VIEWER or the company itself",
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/companies/:id/users',
    setup: async (w) => ({ id: w.companyA }),
    body: (_p, w) => ({
      name: 'Referente',
      email: `${w
        .unique('invito')
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()}@example.test`,
    }),
    note: 'the event ADMIN only; an account change (423 without a fresh confirmation: attendee-resources.e2e-spec.ts)',
    expect: { anonymous: 401, superadmin: 201, ADMIN: 201, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/companies',
    body: (_p, w) => ({ name: w.unique('Azienda') }),
    expect: { anonymous: 401, superadmin: 201, ADMIN: 201, USER: 201, VIEWER: 403, SECRETARY: 201, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'PUT',
    path: '/api/events/:eventId/companies/:id',
    setup: async (w) => ({ id: await w.freshCompany(w.eventA) }),
    body: { name: 'Azienda rinominata' },
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/events/:eventId/companies/:id',
    setup: async (w) => ({ id: await w.freshCompany(w.eventA) }),
    note: 'SECRETARY may read, create and update companies but not delete them (rules.ts)',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },

  // ─── attendees, attendee categories, tags, saved filters (issue 5) ──────────────────────────────
  ...ATTENDEE_ROWS,

  // ─── the attendee site's link for staff (issue 11) ─────────────────────────────────────────────────
  {
    method: 'GET',
    path: '/api/events/:eventId/myarea-link',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 200, COMPANY: 200, otherEvent: 404 },
  },
  {
    method: 'POST',
    path: '/api/events/:eventId/attendees/send-myarea-link',
    body: { ids: [1] },
    note: 'ids out of the caller’s scope count as not found; none is e-mailed',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 200, COMPANY: 200, otherEvent: 404 },
  },

  // ─── payment settings of an event (issue 11): its ADMIN's, like the event options ──────────────────
  {
    method: 'GET',
    path: '/api/events/:eventId/payment-settings',
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },
  {
    method: 'PUT',
    path: '/api/events/:eventId/payment-settings',
    body: { methods: ['ON_SITE'], desk_text_it: 'Cassa all’ingresso' },
    expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403, otherEvent: 404 },
  },

  // ─── product categories, products, orders, payment webhooks (issue 6) ───────────────────────────
  ...COMMERCE_ROWS,

  // ─── the attendee site: event, sign-in, own data, catalogue, checkout, orders (issue 6) ─────────
  ...MYAREA_ROWS,

  // ─── the resources that keep their rows beside their own test (`<name>.matrix.ts`, matrix-kit.ts) ───
  ...COLLECTED.routes,
];
