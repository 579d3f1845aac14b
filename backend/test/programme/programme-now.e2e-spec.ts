import type { PassDto, ProgrammeNowDto, RoomDto, SessionDto } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent, userWithRole } from '../support/fixtures';
import { readEvents } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertAttendee } from '../commerce/commerce-fixtures';

/** "Programme now" (issue 27): each room's count against capacity, the running session, who is late — and live. */
describe('programme now', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let plenary: RoomDto;
  let workshop: RoomDto;
  let running: SessionDto;
  let seq = 0;
  const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const now = async () => (await admin.get(`/api/events/${eventId}/programme/now`).expect(200).expect(expectDocumented)).body as ProgrammeNowDto;
  const room = (body: ProgrammeNowDto, id: number) => body.rooms.find((r) => r.room_id === id)!;
  const enter = async (attendeeId: number, zoneId: number) => {
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: attendeeId, zone_id: zoneId }).expect(201);
    const { code } = (await admin.get(`/api/events/${eventId}/attendees/${attendeeId}/pass`).expect(200)).body as PassDto;
    const scan = await admin.post(`/api/events/${eventId}/scans`).send({ code, zone_id: zoneId, direction: 'IN', device_id: 'porta', nonce: `p${++seq}` });
    expect(scan.body.result).toBe('ADMITTED');
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    plenary = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Plenaria', capacity: 3 }).expect(201)).body;
    workshop = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Laboratorio', capacity: 20 }).expect(201)).body;
    const session = (title_it: string, roomId: number, start: number, end: number, capacity: number | null = null) =>
      admin
        .post(`/api/events/${eventId}/sessions`)
        .send({ title_it, type: 'PLENARY', registration: 'REQUIRED', room_id: roomId, start_at: minutes(start), end_at: minutes(end), capacity })
        .expect(201)
        .then((r) => r.body as SessionDto);
    await session('Finita', plenary.id, -120, -60);
    running = await session('In corso', plenary.id, -10, 50, 10);
    await session('Dopo', plenary.id, 60, 120);
    await session('Domani', workshop.id, 24 * 60, 25 * 60, 12);
  });
  afterAll(() => t?.close());

  it('shows each room: inside against capacity, the session running and the next, and who registered but has not come in', async () => {
    const [bianchi, rossi, verdi] = await Promise.all(
      ['Bianchi', 'Rossi', 'Verdi'].map((lastName) => insertAttendee(t, eventId, { lastName, firstName: 'Ada' })),
    );
    for (const a of [bianchi, rossi, verdi])
      await admin.post(`/api/events/${eventId}/sessions/${running.id}/registrations`).send({ attendee_id: a.id }).expect(201);
    await enter(rossi.id, plenary.zone_id);
    const body = await now();
    expect(body.rooms.map((r) => r.name_it)).toEqual(['Laboratorio', 'Plenaria']);
    expect(room(body, plenary.id)).toMatchObject({
      capacity: 3,
      inside: 1,
      session: { id: running.id, title_it: 'In corso', seats: 10, registered: 3 },
      next: { title_it: 'Dopo' },
      late: { count: 2, attendees: [{ id: bianchi.id, name: 'Bianchi Ada' }, { id: verdi.id, name: 'Verdi Ada' }] },
    });
    // Nothing running in the workshop yet: its next session, no one late.
    expect(room(body, workshop.id)).toMatchObject({ inside: 0, session: null, next: { title_it: 'Domani', seats: 12 }, late: { count: 0, attendees: [] } });
  });

  it('pushes the rooms again when someone enters, and refuses roles that do not read the programme', async () => {
    const late = await insertAttendee(t, eventId, { lastName: 'Zeta', firstName: 'Ugo' });
    await admin.post(`/api/events/${eventId}/sessions/${running.id}/registrations`).send({ attendee_id: late.id }).expect(201);
    const stream = readEvents<ProgrammeNowDto>(admin, `/api/events/${eventId}/programme/now/live`, 'programme', 2);
    await new Promise((r) => setTimeout(r, 200));
    await enter(late.id, plenary.zone_id);
    const { contentType, messages } = await stream;
    expect(contentType).toContain('text/event-stream');
    const [before, after] = messages.map((m) => room(m, plenary.id));
    expect(after!.inside).toBe(before!.inside + 1);
    expect(after!.late.count).toBe(before!.late.count - 1);
    expect(after!.late.attendees.map((a) => a.id)).not.toContain(late.id);
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    await viewer.get(`/api/events/${eventId}/programme/now`).expect(403);
    await viewer.get(`/api/events/${eventId}/programme/now/live`).expect(403);
  });
});
