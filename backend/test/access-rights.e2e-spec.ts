import { t as msg, type EffectiveAccessDto } from '@eventdesk/shared';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/** Access rights (issue 13): who may enter which zone, and the one place that says it at a moment. */
describe('access rights', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let attendee: number;
  let vehicle: number;
  const zones: Record<string, number> = {};
  const base = () => `/api/events/${eventId}/access-rights`;
  const effective = async (query: string) => (await admin.get(`${base()}/effective?${query}`).expect(200)).body as EffectiveAccessDto;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    const company = await createCompany(admin, eventId, { name: 'Scuderia' });
    attendee = await createAttendee(admin, eventId, minimalAttendee(await createCategory(admin, eventId, 'Meccanici'), company));
    vehicle = (
      await admin.post(`/api/events/${eventId}/vehicles`).send({ plate: 'TR111AA', type: 'TRUCK', event_company_id: company }).expect(201)
    ).body.id;
    const zone = async (code: string, extra: object = {}) =>
      (zones[code] = (
        await admin
          .post(`/api/events/${eventId}/zones`)
          .send({ name_it: code, code, ...extra })
          .expect(201)
      ).body.id);
    await zone('PADDOCK');
    await zone('PIT', { windows: [{ from: '2027-05-20T06:00:00Z', to: '2027-05-20T16:00:00Z' }] });
    await zone('CLOSED', { active: false });
  });
  afterAll(() => t?.close());

  it('grants zones to an attendee and a vehicle, and says which they may enter at a moment', async () => {
    await admin.post(base()).send({ attendee_id: attendee, zone_id: zones.PADDOCK }).expect(201);
    await admin.post(base()).send({ attendee_id: attendee, zone_id: zones.PIT }).expect(201);
    await admin.post(base()).send({ attendee_id: attendee, zone_id: zones.CLOSED }).expect(201);
    await admin
      .post(base())
      .send({ vehicle_id: vehicle, zone_id: zones.PADDOCK, valid_from: '2027-05-19T00:00:00Z', valid_to: '2027-05-19T23:59:59Z' })
      .expect(201);
    // In the pit lane's opening hours; the inactive zone never.
    expect((await effective(`attendee_id=${attendee}&at=2027-05-20T10:00:00Z`)).zones.map((z) => z.code)).toEqual(['PADDOCK', 'PIT']);
    expect((await effective(`attendee_id=${attendee}&at=2027-05-20T20:00:00Z`)).zones.map((z) => z.code)).toEqual(['PADDOCK']);
    // The vehicle's right has a window of its own.
    expect((await effective(`vehicle_id=${vehicle}&at=2027-05-19T12:00:00Z`)).zones.map((z) => z.code)).toEqual(['PADDOCK']);
    expect((await effective(`vehicle_id=${vehicle}&at=2027-05-20T12:00:00Z`)).zones).toEqual([]);
    const list = (await admin.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ attendee_id: attendee }))}`).expect(200)).body;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ attendee_id: attendee, vehicle_id: null, source: 'STAFF' });
  });

  it('refuses a right without exactly one holder, with a holder or zone of another event, and a bad query', async () => {
    admin.lang = 'en';
    try {
      expect((await admin.post(base()).send({ zone_id: zones.PADDOCK }).expect(422)).body.errors).toEqual({
        attendee_id: [msg('en', 'access_holder_required')],
      });
      await admin.post(base()).send({ attendee_id: attendee, vehicle_id: vehicle, zone_id: zones.PADDOCK }).expect(422);
      const other = await createEvent(admin);
      const foreignZone = (await admin.post(`/api/events/${other.id}/zones`).send({ name_it: 'X', code: 'X' }).expect(201)).body.id;
      expect((await admin.post(base()).send({ attendee_id: attendee, zone_id: foreignZone }).expect(422)).body.errors).toEqual({
        zone_id: [msg('en', 'access_zone_not_in_event')],
      });
      expect((await admin.post(base()).send({ vehicle_id: 999_999, zone_id: zones.PADDOCK }).expect(422)).body.errors).toEqual({
        vehicle_id: [msg('en', 'vehicle_not_in_event')],
      });
      await admin.get(`${base()}/effective`).expect(400);
      await admin.get(`${base()}/effective?attendee_id=${attendee}&vehicle_id=${vehicle}`).expect(400);
      await admin.get(`${base()}/effective?attendee_id=${attendee}&at=domani`).expect(400);
    } finally {
      admin.lang = 'it';
    }
  });

  it('goes with its holder: deleting the attendee removes its rights; SECRETARY asks (issue 26 item 14) and does not remove, COMPANY neither', async () => {
    const extra = await createAttendee(
      admin,
      eventId,
      minimalAttendee(await createCategory(admin, eventId, 'Ospiti'), await createCompany(admin, eventId, { name: 'Ospiti Srl' })),
    );
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    // Granting skips the ADMIN's review: a SECRETARY is refused and asks instead; the ADMIN's approval grants.
    await secretary.post(base()).send({ attendee_id: extra, zone_id: zones.PADDOCK }).expect(403);
    expect((await admin.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ attendee_id: extra }))}`).expect(200)).body).toEqual([]);
    const asked = (
      await secretary
        .post(`/api/events/${eventId}/access-control-requests`)
        .send({ operation: 'ADD', attendee_ids: [extra], zone_ids: [zones.PADDOCK] })
        .expect(201)
    ).body;
    await admin.put(`/api/events/${eventId}/access-control-requests/${asked.id}`).send({ status: 'APPROVED' }).expect(200);
    const [right] = (await admin.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ attendee_id: extra }))}`).expect(200)).body;
    expect(right).toMatchObject({ zone_id: zones.PADDOCK, source: 'REQUEST' });
    await secretary.delete(`${base()}/${right.id}`).expect(403);
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', await createCompany(admin, eventId, { name: 'Terzi' }))).client;
    await company.get(base()).expect(403);
    await admin.delete(`/api/events/${eventId}/attendees/${extra}`).expect(200);
    await admin.get(`${base()}/${right.id}`).expect(404);
  });

  it('gives the zones an attendee category or vehicle type carries by default, as long as the holder has it', async () => {
    const company = await createCompany(admin, eventId, { name: 'Default Srl' });
    const pilots = await createCategory(admin, eventId, 'Piloti');
    const press = await createCategory(admin, eventId, 'Stampa');
    const grid = (
      await admin
        .post(`/api/events/${eventId}/zones`)
        .send({ name_it: 'Griglia', code: 'GRID', default_attendee_category_ids: [pilots], default_vehicle_types: ['BUS'] })
        .expect(201)
    ).body;
    expect(grid).toMatchObject({ default_attendee_category_ids: [pilots], default_vehicle_types: ['BUS'] });
    const pilot = await createAttendee(admin, eventId, minimalAttendee(pilots, company, { last_name: 'Pilota' }));
    const codes = async (query: string) => (await effective(query)).zones.map((z) => [z.code, z.default]);
    expect(await codes(`attendee_id=${pilot}`)).toEqual([['GRID', true]]);
    // An explicit right besides the default: both count, the zone once.
    await admin.post(base()).send({ attendee_id: pilot, zone_id: zones.PADDOCK }).expect(201);
    expect(await codes(`attendee_id=${pilot}`)).toEqual([
      ['GRID', true],
      ['PADDOCK', false],
    ]);
    // Another category: the default goes, the explicit right stays.
    await admin.put(`/api/events/${eventId}/attendees/${pilot}`).send({ event_attendee_category_id: press }).expect(200);
    expect(await codes(`attendee_id=${pilot}`)).toEqual([['PADDOCK', false]]);
    const bus = (await admin.post(`/api/events/${eventId}/vehicles`).send({ plate: 'BS001AA', type: 'BUS' }).expect(201)).body.id;
    expect(await codes(`vehicle_id=${bus}`)).toEqual([['GRID', true]]);
    await admin.put(`/api/events/${eventId}/vehicles/${bus}`).send({ type: 'VAN' }).expect(200);
    expect(await codes(`vehicle_id=${bus}`)).toEqual([]);
    // The zone stops carrying the category: so does the attendee's access.
    await admin.put(`/api/events/${eventId}/attendees/${pilot}`).send({ event_attendee_category_id: pilots }).expect(200);
    await admin.put(`/api/events/${eventId}/zones/${grid.id}`).send({ default_attendee_category_ids: [] }).expect(200);
    expect(await codes(`attendee_id=${pilot}`)).toEqual([['PADDOCK', false]]);
    // A category of another event, or a type that does not exist, is refused.
    const other = await createEvent(admin);
    const foreign = await createCategory(admin, other.id, 'Altrove');
    await admin
      .put(`/api/events/${eventId}/zones/${grid.id}`)
      .send({ default_attendee_category_ids: [foreign] })
      .expect(422);
    await admin
      .put(`/api/events/${eventId}/zones/${grid.id}`)
      .send({ default_vehicle_types: ['TANK'] })
      .expect(422);
  });
});
