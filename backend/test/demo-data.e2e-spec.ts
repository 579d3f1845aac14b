import { Attendee } from '../src/registration/attendees/attendee.entity';
import { EventCompany } from '../src/platform/events/event-company.entity';
import { Event } from '../src/platform/events/event.entity';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-data';
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
    expect(zones.map((z) => z.code).sort()).toEqual(['PAD', 'PARK']);
    const [attendee] = await t.db.getRepository(Attendee).find({ where: { eventId }, order: { id: 'ASC' }, take: 1 });
    const effective = (await admin.get(`/api/events/${eventId}/access-rights/effective?attendee_id=${attendee!.id}`).expect(200)).body;
    expect(effective.zones).toEqual([expect.objectContaining({ code: 'PAD', default: true })]);
  });
});
