import type { PassDto, PresenceListDto, ScanDirection, TotemDto } from '@eventdesk/shared';
import request from 'supertest';
import type { ApiClient } from './support/api-client';
import { deviceClient, pairedToken } from './support/device-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/**
 * Who is inside now, for the gates' offline anti-passback (issue 29 item 7): a second tablet re-admitted
 * someone who entered through the first. Each gate downloads this list with its allow-list; it must say
 * exactly who the server counts inside, page by page, and nothing of another event.
 */
describe('scans: the presence list the gates download', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let category: number;
  let company: number;
  const zones: Record<string, number> = {};
  let seq = 0;
  const url = (query = '', event = eventId) => `/api/events/${event}/scans/presence${query}`;
  const person = async (last: string) => createAttendee(admin, eventId, { ...minimalAttendee(category, company), last_name: last });
  const codeOf = async (id: number) => ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200)).body as PassDto).code;
  const grant = (attendee: number, zone: string) =>
    admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: attendee, zone_id: zones[zone] }).expect(201);
  const scan = (code: string, zone: string, direction: ScanDirection = 'IN') =>
    admin
      .post(`/api/events/${eventId}/scans`)
      .send({ code, zone_id: zones[zone], direction, device_id: 'tablet-1', nonce: `p${++seq}` })
      .expect(201);
  /** Every page, following `next`. */
  const all = async (client: { get: (path: string) => request.Test } = admin, limit = 2) => {
    const rows: PresenceListDto['entries'] = [];
    let after: number | null = 0;
    let pages = 0;
    while (after !== null) {
      const page = (await client.get(url(`?limit=${limit}&after=${after}`)).expect(200)).body as PresenceListDto;
      rows.push(...page.entries);
      after = page.next;
      pages++;
    }
    return { rows: rows.map((r) => `${r.zone_id} ${r.holder}`).sort(), pages };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    const today = new Date().toISOString().slice(0, 10);
    eventId = (await createEvent(admin, { start_at: today, end_at: today })).id;
    otherEventId = (await createEvent(admin, { start_at: today, end_at: today })).id;
    company = await createCompany(admin, eventId, { name: 'Scuderia' });
    category = await createCategory(admin, eventId, 'Team');
    for (const code of ['HALL', 'BOX'])
      zones[code] = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: code, code }).expect(201)).body.id as number;
  });
  afterAll(() => t?.close());

  it('names exactly who the server counts inside, zone by zone, over pages; an exit takes them off', async () => {
    const ids = await Promise.all(['Rossi', 'Bianchi', 'Verdi'].map(person));
    for (const id of ids) {
      await grant(id, 'HALL');
      await grant(id, 'BOX');
    }
    const [rossi, bianchi, verdi] = await Promise.all(ids.map(codeOf));
    expect((await all()).rows).toEqual([]);
    await scan(rossi!, 'HALL');
    await scan(bianchi!, 'HALL');
    await scan(verdi!, 'BOX');
    await scan(bianchi!, 'HALL', 'OUT');
    const listed = await all(admin, 1);
    expect(listed.rows).toEqual([`${zones.BOX} ATTENDEE:${ids[2]}`, `${zones.HALL} ATTENDEE:${ids[0]}`].sort());
    // One row a page: the second page says there is none after it (no empty third page).
    expect(listed.pages).toBe(2);
    // The same as the server's own count of who is inside.
    const inside = await t.db.query('SELECT zone_id, holder_type, holder_id FROM zone_presence WHERE event_id = ?', [eventId]);
    expect(inside.map((r: { zone_id: number; holder_type: string; holder_id: number }) => `${r.zone_id} ${r.holder_type}:${r.holder_id}`).sort()).toEqual(
      listed.rows,
    );
    // Nothing of this event in another's list.
    expect(((await admin.get(url('', otherEventId)).expect(200)).body as PresenceListDto).entries).toEqual([]);
  });

  it('is for who scans (ADMIN, SECRETARY), not who only reads the log', async () => {
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    await secretary.get(url()).expect(200);
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    await viewer.get(url()).expect(403);
    await t.client().get(url()).expect(401);
  });

  it('gives a paired gate tablet only its own zone', async () => {
    const totem = (await admin.post(`/api/events/${eventId}/totems`).send({ zone_id: zones.BOX, name: 'Varco box', mode: 'GATE' }).expect(201))
      .body as TotemDto;
    const device = deviceClient(t, await pairedToken(t, admin, eventId, totem.id));
    const rows = (await all(device, 10)).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.startsWith(`${zones.BOX} `))).toBe(true);
    await device.get(url('', otherEventId)).expect(403);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=5001', 'limit'],
    ['limit=abc', 'limit'],
    ['after=-1', 'after'],
    ['after=1.5', 'after'],
    ['after=x', 'after'],
  ])('refuses ?%s with a 422 naming the field', async (query, field) => {
    const res = await admin.get(url(`?${query}`)).set('Accept-Language', 'en').expect(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
  });
});
