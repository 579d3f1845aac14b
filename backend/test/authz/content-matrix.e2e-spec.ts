/**
 * The content-checking role matrix: for every event resource of backend/src/resource-scopes.ts, what
 * each caller's lists and records CONTAIN, not only their status — a COMPANY user never sees a record
 * of another company, nobody sees a record of another event through this one, nobody sees another
 * user's private record; and out-of-scope records answer 404 to reads, updates and deletes, and stay
 * as they were. Generated from the scope table and the routes the application registers: a new
 * resource is covered once its record fixture exists (the `fixtures` of its `<name>.matrix.ts`).
 */
import type { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { RECORD_SCOPES } from '../../src/resource-scopes';
import { COLLECTED, ROUTE_MATRIX, type Actor, type ActorContext } from './route-matrix';
import { buildMatrix, nestHandlers, type Matrix } from './routes.spec-helper';

const RESOURCES = Object.keys(RECORD_SCOPES).sort();
const FIXTURES = COLLECTED.fixtures;
const CALLERS: Actor[] = ['superadmin', 'ADMIN', 'USER', 'VIEWER', 'SECRETARY', 'COMPANY', 'otherEvent'];

interface Records {
  /** Records the caller may or may not see by its role, but which are in its event and scope. */
  visible: (actor: Actor) => number[];
  /** Records no caller of event A may reach through event A, with the event each is in. */
  hidden: (actor: Actor) => { id: number; eventId: number }[];
}

let t: TestApp;
let m: Matrix;

beforeAll(async () => {
  t = await startTestApp();
  m = await buildMatrix(t);
}, 120_000);
afterAll(() => t.close());

it('has a record fixture for every resource with a record scope', () => {
  expect(RESOURCES.filter((api) => !FIXTURES[api])).toEqual([]);
});

/** The records of one resource: in the caller's company, another company, another event; private to another user or shared. */
async function recordsOf(api: string): Promise<Records> {
  const { world, admin } = m;
  const scope = RECORD_SCOPES[api]!;
  const make = (eventId: number, companyId: number, ownerId = world.plainUser, shared = false) =>
    FIXTURES[api]!(t, admin, { eventId, companyId, ownerId, shared });
  const companyY = await world.freshCompany(world.eventA);
  const companyZ = await world.freshCompany(world.eventB);
  const foreign = { id: await make(world.eventB, companyZ, world.plainUser, true), eventId: world.eventB };
  if (scope.owner) {
    const privateOfOther = { id: await make(world.eventA, world.companyA, world.plainUser, false), eventId: world.eventA };
    const shared = await make(world.eventA, world.companyA, world.plainUser, true);
    return { visible: () => [shared], hidden: () => [foreign, privateOfOther] };
  }
  if (Object.keys(scope.conditions).length) {
    const own = api === 'companies' ? world.companyA : await make(world.eventA, world.companyA);
    const other = { id: api === 'companies' ? companyY : await make(world.eventA, companyY), eventId: world.eventA };
    return {
      visible: (actor) => (actor === 'COMPANY' ? [own] : [own, other.id]),
      hidden: (actor) => (actor === 'COMPANY' ? [foreign, other] : [foreign]),
    };
  }
  const inEvent = await make(world.eventA, world.companyA);
  return { visible: () => [inEvent], hidden: () => [foreign] };
}

const idsOf = (body: unknown) => (Array.isArray(body) ? body.map((row: { id: number }) => row.id) : []);

/** Server-sent event streams never end: their rows read the status only (`stream: true`), and so does this test. */
const STREAMS = new Set(ROUTE_MATRIX.filter((row) => row.stream).map((row) => `${row.method} ${row.path}`));

/** GET routes of one record of the resource: `…/{api}/:id` and its sub-resources (`…/:id/history`), streams aside. */
const recordRoutes = (api: string) =>
  nestHandlers(t.app)
    .map((h) => h.key)
    .filter((key) => key.startsWith(`GET /api/events/:eventId/${api}/:id`) && !/:id\/.*:/.test(key) && !STREAMS.has(key))
    .map((key) => key.slice('GET '.length));

describe.each(RESOURCES)('%s', (api) => {
  let records: Records;
  beforeAll(async () => {
    records = await recordsOf(api);
  }, 60_000);

  it.each(CALLERS)('lists and shows %s only what its scope holds', async (actor) => {
    const { client }: ActorContext = m.actors[actor];
    const base = `/api/events/${m.world.eventA}/${api}`;
    const list = await client.get(`${base}?range=[0,999]`);
    const hidden = records.hidden(actor);
    const report: Record<string, unknown> = {};
    if (list.status === 200) {
      const ids = idsOf(list.body);
      report.missing = records.visible(actor).filter((id) => !ids.includes(id));
      report.leaked = hidden.filter((r) => ids.includes(r.id)).map((r) => r.id);
      // getMany (react-admin's `filter={"id":[…]}`) must not reach them either.
      const many = await client.get(`${base}?filter=${encodeURIComponent(JSON.stringify({ id: hidden.map((r) => r.id) }))}`);
      report.leakedByIds = many.status === 200 ? idsOf(many.body) : `status ${many.status}`;
    } else {
      report.missing = [];
      report.leaked = [];
      report.leakedByIds = [];
      expect([403, 404]).toContain(list.status);
    }
    const answers: Record<string, number> = {};
    for (const route of recordRoutes(api)) {
      for (const r of hidden)
        answers[`${route} (hidden ${r.id})`] = (
          await client.get(route.replace(':eventId', String(m.world.eventA)).replace(':id', String(r.id)))
        ).status;
      if (list.status === 200)
        for (const id of records.visible(actor))
          answers[`${route} (visible ${id})`] = (
            await client.get(route.replace(':eventId', String(m.world.eventA)).replace(':id', String(id)))
          ).status;
    }
    // A sub-route that needs a stronger right (a company's accounts: `update`) may refuse the caller
    // every record alike (403 for visible and hidden): that says nothing about which records exist.
    const refusedWhole = new Set(
      recordRoutes(api).filter((route) => {
        const statuses = Object.entries(answers).filter(([key]) => key.startsWith(`${route} (`));
        return route !== `/api/events/:eventId/${api}/:id` && statuses.length > 0 && statuses.every(([, status]) => status === 403);
      }),
    );
    const wrong = Object.fromEntries(
      Object.entries(answers).filter(([key, status]) =>
        refusedWhole.has(key.slice(0, key.indexOf(' (')))
          ? false
          : key.includes('(hidden')
            ? status !== 404 && !(status === 403 && list.status === 403)
            : status !== 200,
      ),
    );
    expect({ ...report, wrong }).toEqual({ missing: [], leaked: [], leakedByIds: [], wrong: {} });
  });

  it.each(CALLERS)('cannot change or delete out of scope as %s: 404 and the record stays', async (actor) => {
    const { client }: ActorContext = m.actors[actor];
    const admin: ApiClient = m.admin;
    const answers: Record<string, number> = {};
    // A valid body of the resource (a record the caller's event holds), so that no validation answers first.
    const sample = await admin.get(`/api/events/${m.world.eventA}/${api}/${records.visible('ADMIN')[0]}`);
    expect(sample.status).toBe(200);
    const stored = (id: number) => t.db.getRepository(RECORD_SCOPES[api]!.entity).findOneBy({ id });
    for (const r of records.hidden(actor)) {
      const through = `/api/events/${m.world.eventA}/${api}/${r.id}`;
      const before = JSON.stringify(await stored(r.id));
      if (nestHandlers(t.app).some((h) => h.key === `PUT /api/events/:eventId/${api}/:id`))
        answers[`PUT ${r.id}`] = (await client.put(through).send({ ...sample.body, id: r.id })).status;
      if (nestHandlers(t.app).some((h) => h.key === `DELETE /api/events/:eventId/${api}/:id`))
        answers[`DELETE ${r.id}`] = (await client.delete(through)).status;
      const after = JSON.stringify(await stored(r.id));
      answers[`unchanged ${r.id}`] = before !== 'null' && after === before ? 404 : 0;
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 404 && status !== 403)).toEqual([]);
  });
});
