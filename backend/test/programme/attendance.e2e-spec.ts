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

  it('adds time entered by hand with a reason, counted once with the scans, kept in the history, and takes it back', async () => {
    const late = await insertAttendee(t, eventId, { lastName: 'Senzabadge', firstName: 'B' });
    await scan(late.id, '09:30', 'IN');
    await scan(late.id, '10:00', 'OUT');
    const base = `/api/events/${eventId}/sessions/${session.id}/attendance/corrections`;
    const made = (
      await admin
        .post(base)
        .send({ attendee_id: late.id, from: '2027-05-20T09:00:00Z', to: '2027-05-20T09:45:00Z', note: 'Badge dimenticato' })
        .expect(201)
        .expect(expectDocumented)
    ).body;
    const row = (await attendance()).find((r) => r.attendee_id === late.id)!;
    // 09:00–10:00: the hand-entered 09:00–09:45 and the scans' 09:30–10:00 overlap.
    expect(row).toMatchObject({ seconds: 60 * 60, share: 0.6, missing_out: false });
    expect(row.corrections.map((c) => c.note)).toEqual(['Badge dimenticato']);
    const [entry] = await t.db.query("SELECT changes FROM action_history WHERE subject_type = 'attendee' AND subject_id = ?", [late.id]);
    expect(String(entry.changes)).toContain('09:00–09:45 UTC (Badge dimenticato)');
    admin.lang = 'en';
    try {
      const bad = await admin.post(base).send({ attendee_id: late.id, from: '2027-05-20T10:00:00Z', to: '2027-05-20T09:00:00Z' }).expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['to']);
      expect(Object.keys((await admin.post(base).send({ from: 'ieri', note: 'x'.repeat(501) }).expect(422)).body.errors).sort()).toEqual([
        'attendee_id',
        'from',
        'note',
        'to',
      ]);
      const stranger = (await insertAttendee(t, (await createEvent(admin)).id)).id;
      await admin.post(base).send({ attendee_id: stranger, from: '2027-05-20T09:00:00Z', to: '2027-05-20T09:10:00Z' }).expect(422);
    } finally {
      admin.lang = 'it';
    }
    await admin.delete(`${base}/${made.id}`).expect(200).expect(expectDocumented);
    await admin.delete(`${base}/${made.id}`).expect(404);
    expect((await attendance()).find((r) => r.attendee_id === late.id)).toMatchObject({ seconds: 30 * 60, corrections: [] });
  });

  it('is read by the ADMIN only, 404 for another event; a bad sort is a 400', async () => {
    const user = (await userWithRole(t, admin, eventId, 'USER')).client;
    await user.get(`/api/events/${eventId}/sessions/${session.id}/attendance`).expect(403);
    const elsewhere = (await createEvent(admin)).id;
    await admin.get(`/api/events/${elsewhere}/sessions/${session.id}/attendance`).expect(404);
    await admin.get(`/api/events/${eventId}/sessions/${session.id}/attendance?sort=["seconds","UP"]`).expect(400);
  });
});
