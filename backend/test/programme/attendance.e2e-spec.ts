import type { RoomDto, SessionAttendanceDto, SessionDto } from '@eventdesk/shared';
import { Scan } from '../../src/gate/scans/scan.entities';
import { insertAttendee } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** Attendance measured at a room's door (issue 27): the gate's scans there, clipped to the session. */
describe('session attendance', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let room: RoomDto;
  let hall: number;
  let session: SessionDto;
  let nonce = 0;
  const at = (hhmm: string) => new Date(`2027-05-20T${hhmm}:00Z`);
  const scan = (holderId: number, hhmm: string, direction: 'IN' | 'OUT', zoneId = room.zone_id, result: 'ADMITTED' | 'DENIED' = 'ADMITTED') =>
    t.db.getRepository(Scan).insert({
      eventId,
      zoneId,
      direction,
      result,
      holderType: 'ATTENDEE',
      holderId,
      deviceId: 'script',
      nonce: `n${++nonce}`,
      scannedAt: at(hhmm),
    });
  const attendance = async (query = '') =>
    (await admin.get(`/api/events/${eventId}/sessions/${session.id}/attendance${query}`).expect(200).expect(expectDocumented)).body as SessionAttendanceDto[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    room = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Aula ECM', capacity: 100 }).expect(201)).body;
    hall = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Area espositiva', code: 'EXPO' }).expect(201)).body.id;
    session = (
      await admin
        .post(`/api/events/${eventId}/sessions`)
        .send({ title_it: 'Corso ECM', type: 'WORKSHOP', registration: 'REQUIRED', room_id: room.id, start_at: '2027-05-20T09:00:00Z', end_at: '2027-05-20T10:40:00Z' })
        .expect(201)
    ).body;
  });
  afterAll(() => t?.close());

  it('adds up each attendee’s time inside from a scripted day of scans: re-entries, a missing OUT, a scan before the session, a refused scan', async () => {
    const [punctual, wanderer, forgetful, early, absent, refused] = await Promise.all(
      ['Puntuale', 'Girovago', 'Distratto', 'Mattiniero', 'Assente', 'Respinto'].map((lastName) => insertAttendee(t, eventId, { lastName, firstName: 'A' })),
    );
    await admin.post(`/api/events/${eventId}/sessions/${session.id}/registrations`).send({ attendee_id: absent.id }).expect(201);
    await admin.post(`/api/events/${eventId}/sessions/${session.id}/registrations`).send({ attendee_id: punctual.id }).expect(201);
    // 100 minutes: 09:00–10:40.
    await scan(punctual.id, '08:58', 'IN');
    await scan(punctual.id, '10:41', 'OUT');
    await scan(wanderer.id, '09:00', 'IN');
    await scan(wanderer.id, '09:20', 'OUT');
    await scan(wanderer.id, '09:20', 'IN', hall);
    await scan(wanderer.id, '09:50', 'IN');
    await scan(wanderer.id, '10:20', 'OUT');
    await scan(forgetful.id, '09:10', 'IN');
    await scan(forgetful.id, '10:00', 'IN', hall);
    await scan(early.id, '07:30', 'IN');
    await scan(early.id, '08:15', 'OUT');
    await scan(refused.id, '09:00', 'IN', room.zone_id, 'DENIED');
    const rows = await attendance();
    const byName = Object.fromEntries(rows.map((r) => [r.attendee_name, r]));
    expect(Object.keys(byName).sort()).toEqual(['Assente A', 'Distratto A', 'Girovago A', 'Mattiniero A', 'Puntuale A']);
    expect(byName['Puntuale A']).toMatchObject({ seconds: 6000, share: 1, missing_out: false, registration: 'REGISTERED' });
    expect(byName['Girovago A']).toMatchObject({ seconds: 50 * 60, share: 0.5, missing_out: false, registration: null });
    expect(byName['Girovago A'].intervals).toHaveLength(2);
    expect(byName['Distratto A']).toMatchObject({ seconds: 50 * 60, missing_out: true });
    expect(byName['Distratto A'].intervals[0].closed_by).toBe('IN_ELSEWHERE');
    expect(byName['Mattiniero A']).toMatchObject({ seconds: 0, share: 0 });
    expect(byName['Assente A']).toMatchObject({ seconds: 0, registration: 'REGISTERED', intervals: [] });
    // Sorted and paged on the server.
    const page = await admin.get(`/api/events/${eventId}/sessions/${session.id}/attendance?sort=["share","DESC"]&range=[0,1]`).expect(200);
    expect(page.headers['content-range']).toMatch(/\/5$/);
    expect((page.body as SessionAttendanceDto[]).map((r) => [r.attendee_name === 'Puntuale A', r.share])).toEqual([
      [true, 1],
      [false, 0.5],
    ]);
  });

  it('is read by the ADMIN only, 404 for another event; a bad sort is a 400', async () => {
    const user = (await userWithRole(t, admin, eventId, 'USER')).client;
    await user.get(`/api/events/${eventId}/sessions/${session.id}/attendance`).expect(403);
    const elsewhere = (await createEvent(admin)).id;
    await admin.get(`/api/events/${elsewhere}/sessions/${session.id}/attendance`).expect(404);
    await admin.get(`/api/events/${eventId}/sessions/${session.id}/attendance?sort=["seconds","UP"]`).expect(400);
  });
});
