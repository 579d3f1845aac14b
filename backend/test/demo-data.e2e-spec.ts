import { Attendee } from '../src/registration/attendees/attendee.entity';
import { EventCompany } from '../src/platform/events/event-company.entity';
import { Event } from '../src/platform/events/event.entity';
import { venueClock, type SessionDto } from '@eventdesk/shared';
import { DEMO_PASSWORD, DEMO_ROOMS, DEMO_SESSIONS, DEMO_USERS } from '../src/seed/demo-data';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The demo data satisfies the rules it ships with (issue 11): the demo ADMIN can save every seeded
 * attendee as it is and put them all on hold at once; the event and its companies save unchanged too.
 */
describe('demo data', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_DATA: 'true' });
    admin = t.client();
    const demoAdmin = DEMO_USERS.find((u) => u.role === 'ADMIN')!;
    expect((await admin.login(demoAdmin.email, DEMO_PASSWORD)).status).toBe(200);
    eventId = (await t.db.getRepository(Event).find({ order: { id: 'ASC' }, take: 1 }))[0].id;
  });
  afterAll(() => t.close());

  it('every seeded attendee saves unchanged in the demo ADMIN’s form, and all go on hold and back at once', async () => {
    const attendees = await t.db.getRepository(Attendee).findBy({ eventId });
    expect(attendees.length).toBeGreaterThan(10);
    for (const a of attendees) {
      const current = (await admin.get(`/api/events/${eventId}/attendees/${a.id}`).expect(200)).body;
      const res = await admin.put(`/api/events/${eventId}/attendees/${a.id}`).send(current);
      expect({ id: a.id, status: res.status, errors: res.body.errors }).toEqual({ id: a.id, status: 200, errors: undefined });
    }
    for (const pending of [true, false])
      for (const a of attendees) await admin.put(`/api/events/${eventId}/attendees/${a.id}`).send({ pending }).expect(200);
    expect(await t.db.getRepository(Attendee).countBy({ eventId, pending: true })).toBe(0);
  });

  it('the demo event and its companies save unchanged', async () => {
    const event = (await admin.get(`/api/events/${eventId}`).expect(200)).body;
    await admin.put(`/api/events/${eventId}`).send(event).expect(200);
    for (const company of await t.db.getRepository(EventCompany).findBy({ eventId })) {
      const current = (await admin.get(`/api/events/${eventId}/companies/${company.id}`).expect(200)).body;
      await admin.put(`/api/events/${eventId}/companies/${company.id}`).send(current).expect(200);
    }
  });

  it('the demo event offers bank transfer with its bank details, and its payment settings save unchanged', async () => {
    const settings = (await admin.get(`/api/events/${eventId}/payment-settings`).expect(200)).body;
    expect(settings.offered).toEqual(['BANK_TRANSFER', 'ON_SITE']);
    const saved = (await admin.put(`/api/events/${eventId}/payment-settings`).send(settings).expect(200)).body;
    expect(saved).toEqual(settings);
  });

  it('seeds zones, so quick mode on a fresh install has a gate to choose: every attendee enters the hall by default', async () => {
    const zones = (await admin.get(`/api/events/${eventId}/zones`).expect(200)).body as { code: string; default_attendee_category_ids: number[] }[];
    // The hall and the car park, and the rooms' doors.
    expect(zones.map((z) => z.code).sort()).toEqual(['PAD', 'PARK', ...DEMO_ROOMS.map((r) => r.code)].sort());
    const [attendee] = await t.db.getRepository(Attendee).find({ where: { eventId }, order: { id: 'ASC' }, take: 1 });
    const effective = (await admin.get(`/api/events/${eventId}/access-rights/effective?attendee_id=${attendee!.id}`).expect(200)).body;
    expect(effective.zones).toEqual([expect.objectContaining({ code: 'PAD', default: true })]);
  });

  it('seeds a programme over two days: rooms with their doors, sessions on the venue’s clock that each save unchanged', async () => {
    const rooms = (await admin.get(`/api/events/${eventId}/rooms`).expect(200)).body as { name_it: string; zone_id: number }[];
    expect(rooms.map((r) => r.name_it).sort()).toEqual(DEMO_ROOMS.map((r) => r.nameIt).sort());
    expect(new Set(rooms.map((r) => r.zone_id)).size).toBe(DEMO_ROOMS.length);
    const sessions = (await admin.get(`/api/events/${eventId}/sessions?range=[0,99]`).expect(200)).body as SessionDto[];
    expect(sessions).toHaveLength(DEMO_SESSIONS.length);
    expect([...new Set(sessions.map((s) => s.day))]).toEqual(['2027-05-20', '2027-05-21']);
    const opening = sessions.find((s) => s.title_it === DEMO_SESSIONS[0]!.titleIt)!;
    expect(venueClock(opening.start_at)).toEqual({ day: '2027-05-20', minutes: 8 * 60 + 30 });
    expect(opening.people).toEqual([{ role: 'MODERATOR', attendee_id: expect.any(Number), name: 'Francesco Esposito' }]);
    // Saved back as they are: valid for the schema, and no room holds two at once.
    for (const s of sessions) {
      const res = await admin.put(`/api/events/${eventId}/sessions/${s.id}`).send(s);
      expect({ id: s.id, status: res.status, errors: res.body.errors }).toEqual({ id: s.id, status: 200, errors: undefined });
    }
  });
});
