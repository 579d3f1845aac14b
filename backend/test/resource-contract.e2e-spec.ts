import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  COMING_API_RESOURCES,
  EVENT_AREA_NAMES,
  EVENT_RESOURCES,
  GLOBAL_RESOURCES,
  type EventResourceDef,
  type GlobalResourceDef,
} from '@eventdesk/shared';
import { COLLECTED, TTF } from './authz/route-matrix';
import type { ApiClient } from './support/api-client';
import { Browserish } from './support/browserish';
import { createEvent } from './support/fixtures';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

/**
 * What the resource registry (shared/src/resources/registry.ts) declares, the API serves, to the stock
 * npm `ra-data-simple-rest` client, unmodified (issue 25): every served resource lists for a superadmin
 * and every `coming` one answers 404; on every resource getOne and getMany answer the record, and
 * updateMany (one PUT per id carrying only the changed fields) changes that field and nothing else,
 * except on the resources declared `update: false`, which refuse it without touching the record.
 */
type Rec = { id: number; [field: string]: unknown };

const EVENT_DEFS: EventResourceDef[] = EVENT_AREA_NAMES.map((name) => EVENT_RESOURCES[name]);
const SERVED_EVENT = EVENT_DEFS.filter((def) => def.api && !def.coming);
const GLOBAL_DEFS = Object.entries(GLOBAL_RESOURCES as Record<string, GlobalResourceDef>);

/**
 * The partial record updateMany sends to each editable resource, and the fields the change moves with
 * it (a decision stamps who and when), from each resource's `<name>.matrix.ts`; and the record fixtures
 * of the event resources. `updated_at` may move on every resource.
 */
const { changes: CHANGES, fixtures: FIXTURES } = COLLECTED;

let seq = 0;
async function created(res: Promise<{ status: number; body: { id?: number } }>): Promise<number> {
  const r = await res;
  if (r.status !== 201 || typeof r.body.id !== 'number') throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

/** One record of each global resource. */
const GLOBAL_FIXTURES: Record<string, (t: TestApp, admin: ApiClient) => Promise<number>> = {
  events: async (_t, admin) => (await createEvent(admin, { sku: `RC${++seq}` })).id,
  users: (_t, admin) => {
    const password = `Zq9-vT7w-kP2m-${++seq}`;
    return created(
      admin
        .post('/api/users')
        .send({ name: `Persona ${seq}`, email: `contratto${seq}@ra.test`, password, password_confirmation: password }),
    );
  },
  fonts: (_t, admin) =>
    created(
      admin
        .post('/api/fonts')
        .field('name', `Font ${++seq}`)
        .attach('file', TTF, { filename: 'font.ttf', contentType: 'application/octet-stream' }),
    ),
  'event-categories': (_t, admin) => created(admin.post('/api/event-categories').send({ name: `Categoria ${++seq}` })),
  'audit-logs': async (t) => {
    const [row] = (await t.db.query(`SELECT id FROM audit_logs ORDER BY id LIMIT 1 OFFSET ${seq++ % 2}`)) as { id: number }[];
    return Number(row!.id);
  },
};

/** Where this test needs more than the matrix's record: an attendee the stock edit form could save (it has the required category). */
const EVENT_FIXTURES: Record<string, (admin: ApiClient, eventId: number, companyId: number) => Promise<number>> = {
  attendees: async (admin, eventId, companyId) => {
    const category = await created(admin.post(`/api/events/${eventId}/attendee-categories`).send({ name: `Categoria ${++seq}` }));
    return created(
      admin
        .post(`/api/events/${eventId}/attendees`)
        .send({ first_name: 'Anna', last_name: `Contratto ${seq}`, event_attendee_category_id: category, event_company_id: companyId }),
    );
  },
};

/** The record without what may move on any write. */
const comparable = (record: Rec, moves: string[] = []) =>
  Object.fromEntries(Object.entries(record).filter(([field]) => field !== 'updated_at' && !moves.includes(field)));

describe('the registry declares what the API serves to the stock ra-data-simple-rest client', () => {
  let t: TestApp;
  let admin: ApiClient;
  let browser: Browserish;
  let base: string;
  let eventId: number;
  let companyId: number;
  let ownerId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    browser = new Browserish(base);
    await browser.signIn(ADMIN.email, ADMIN.password);
    admin = await t.admin();
    eventId = (await createEvent(admin, { sku: 'RCT' })).id;
    companyId = await created(admin.post(`/api/events/${eventId}/companies`).send({ name: 'Azienda Contratto' }));
    ownerId = Number(((await t.db.query('SELECT id FROM users WHERE email = ?', [ADMIN.email])) as { id: number }[])[0]!.id);
  });
  afterAll(() => t.close());

  const providerOf = (api: string) =>
    api in GLOBAL_RESOURCES
      ? simpleRestProvider(`${base}/api`, browser.httpClient)
      : simpleRestProvider(`${base}/api/events/${eventId}`, browser.httpClient);
  const fixture = (api: string): Promise<number> =>
    api in GLOBAL_RESOURCES
      ? GLOBAL_FIXTURES[api]!(t, admin)
      : (EVENT_FIXTURES[api]?.(admin, eventId, companyId) ?? FIXTURES[api]!(t, admin, { eventId, companyId, ownerId, shared: false }));

  it('every served event resource lists for a superadmin; every one declared coming answers 404', async () => {
    const statuses: Record<string, number> = {};
    for (const def of SERVED_EVENT) statuses[def.api!] = (await admin.get(`/api/events/${eventId}/${def.api}`)).status;
    for (const api of Object.keys(GLOBAL_RESOURCES)) statuses[api] = (await admin.get(`/api/${api}`)).status;
    expect(Object.entries(statuses).filter(([, status]) => status !== 200)).toEqual([]);
    const coming: Record<string, number> = {};
    for (const api of COMING_API_RESOURCES) coming[api] = (await admin.get(`/api/events/${eventId}/${api}`)).status;
    expect(Object.values(coming)).toEqual(COMING_API_RESOURCES.map(() => 404));
  });

  it('every editable resource has a partial change to try here, and a fixture', () => {
    const served = [...SERVED_EVENT.map((def) => def.api!), ...Object.keys(GLOBAL_RESOURCES)];
    const editable = [
      ...SERVED_EVENT.filter((def) => def.update !== false).map((def) => def.api!),
      ...GLOBAL_DEFS.filter(([, def]) => def.update !== false).map(([api]) => api),
    ];
    expect(editable.filter((api) => !CHANGES[api])).toEqual([]);
    expect(served.filter((api) => !FIXTURES[api] && !GLOBAL_FIXTURES[api])).toEqual([]);
  });

  const ALL: [string, EventResourceDef | GlobalResourceDef][] = [
    ...SERVED_EVENT.map((def): [string, EventResourceDef] => [def.api!, def]),
    ...GLOBAL_DEFS,
  ];

  it.each(ALL)('%s: getOne and getMany answer the records; updateMany (partial) changes the field and nothing else', async (api, def) => {
    const p = providerOf(api);
    const [first, second] = [await fixture(api), await fixture(api)];
    const before = (await p.getOne<Rec>(api, { id: first })).data;
    const other = (await p.getOne<Rec>(api, { id: second })).data;
    expect([before.id, other.id]).toEqual([first, second]);
    // getMany answers the list's rows: the record's fields, or some of them (an order's list row has no lines).
    const many = (await p.getMany<Rec>(api, { ids: [first, second] })).data;
    expect(many.map((row) => row.id).sort()).toEqual([first, second].sort());
    for (const row of many) expect(row.id === first ? before : other).toMatchObject(row);

    if (def.update === false) {
      const refused = await p.updateMany(api, { ids: [first], data: { id: first } }).then(
        () => 200,
        (err: { status: number }) => err.status,
      );
      expect([403, 404, 405]).toContain(refused);
      expect((await p.getOne<Rec>(api, { id: first })).data).toEqual(before);
      return;
    }
    const change = CHANGES[api]!;
    expect(Object.entries(change.data).filter(([field, value]) => before[field] === value)).toEqual([]);
    expect((await p.updateMany(api, { ids: [first], data: change.data })).data).toEqual([first]);
    const after = (await p.getOne<Rec>(api, { id: first })).data;
    expect(comparable(after, change.moves)).toEqual(comparable({ ...before, ...change.data } as Rec, change.moves));
    expect((await p.getOne<Rec>(api, { id: second })).data).toEqual(other);
  });

  it('the audit log, read-only, answers a write 405 in the caller language', async () => {
    const [row] = (await t.db.query('SELECT MAX(id) AS id FROM audit_logs')) as { id: number }[];
    const inItalian = await admin.put(`/api/audit-logs/${row!.id}`).send({ action: 'LOGIN' }).expect(405);
    const en = await admin.delete(`/api/audit-logs/${row!.id}`).set('Accept-Language', 'en').expect(405);
    expect([inItalian.body.message, en.body.message]).toEqual(['Questi dati si possono solo consultare', 'These records can only be read']);
  });

  it.each([
    ['products', { price_cents: -1 }, 'price_cents'],
    ['product-categories', { name_it: '' }, 'name_it'],
    ['tags', { name: '' }, 'name'],
    ['filters', { resource: 'planets' }, 'resource'],
  ])('%s: a partial PUT with a bad value is refused per field (422, it/en) and changes nothing', async (api, body, field) => {
    const id = await FIXTURES[api]!(t, admin, { eventId, companyId, ownerId, shared: false });
    const path = `/api/events/${eventId}/${api}/${id}`;
    const before = (await admin.get(path).expect(200)).body as Rec;
    const inItalian = await admin.put(path).send(body).expect(422);
    const en = await admin.put(path).set('Accept-Language', 'en').send(body).expect(422);
    expect(inItalian.body.errors[field]).toHaveLength(1);
    expect(en.body.errors[field]).toHaveLength(1);
    expect(inItalian.body.errors[field]).not.toEqual(en.body.errors[field]);
    expect((await admin.get(path).expect(200)).body).toEqual(before);
  });

  it('fonts: a partial PUT with a bad value is refused per field (422) and changes nothing', async () => {
    const id = await GLOBAL_FIXTURES.fonts!(t, admin);
    const before = (await admin.get(`/api/fonts/${id}`).expect(200)).body as Rec;
    const res = await admin.put(`/api/fonts/${id}`).send({ weight: 5000 }).expect(422);
    expect(Object.keys(res.body.errors)).toEqual(['weight']);
    expect((await admin.get(`/api/fonts/${id}`).expect(200)).body).toEqual(before);
  });
});
