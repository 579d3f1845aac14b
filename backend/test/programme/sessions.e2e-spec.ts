import { t as msg, type RoomDto, type SessionDto } from '@eventdesk/shared';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { createCategory } from '../attendees/attendee-fixtures';
import { insertAttendee } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** The programme's sessions (issue 27): one session at a time per room, people, categories, partial updates. */
describe('sessions', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let room: RoomDto;
  const base = () => `/api/events/${eventId}/sessions`;
  const at = (hhmm: string, day = '2027-05-20') => `${day}T${hhmm}:00+02:00`;
  const session = (over: Record<string, unknown> = {}) => ({
    title_it: 'Lettura magistrale',
    type: 'PLENARY',
    registration: 'REQUIRED',
    room_id: room.id,
    start_at: at('09:00'),
    end_at: at('10:00'),
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    room = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Sala Plenaria', capacity: 300 }).expect(201)).body;
  });
  afterAll(() => t?.close());

  it('creates a session from its defaults with its speakers (an attendee by name as it stands, a guest by name), in UTC and on the venue’s day', async () => {
    const defaults = (await admin.get(`${base()}/create`).expect(200).expect(expectDocumented)).body;
    expect(defaults).toMatchObject({ type: 'PARALLEL', registration: 'REQUIRED', people: [], published: true, start_at: null });
    const category = await createCategory(admin, eventId, 'Medici');
    const speaker = (await insertAttendee(t, eventId, { firstName: 'Anna', lastName: 'Bianchi' })).id;
    const made = (
      await admin
        .post(base())
        .send(
          session({
            start_at: at('00:30', '2027-05-21'),
            end_at: at('01:30', '2027-05-21'),
            people: [
              { role: 'SPEAKER', attendee_id: speaker },
              { role: 'MODERATOR', name: ' Prof. Rossi ' },
            ],
            tags: ['Aritmie', 'Aritmie', 'ECM'],
            attendee_category_ids: [category],
          }),
        )
        .expect(201)
        .expect(expectDocumented)
    ).body as SessionDto;
    expect(made).toMatchObject({
      start_at: '2027-05-20T22:30:00.000Z',
      end_at: '2027-05-20T23:30:00.000Z',
      day: '2027-05-21',
      people: [
        { role: 'SPEAKER', attendee_id: speaker, name: 'Anna Bianchi' },
        { role: 'MODERATOR', attendee_id: null, name: 'Prof. Rossi' },
      ],
      tags: ['Aritmie', 'ECM'],
      attendee_category_ids: [category],
      capacity: null,
      seats: 300,
    });
    await t.db.getRepository(Attendee).update(speaker, { firstName: 'Annalisa' });
    expect((await admin.get(`${base()}/${made.id}`).expect(200)).body.people[0].name).toBe('Annalisa Bianchi');
    const history = await t.db.query("SELECT action FROM action_history WHERE subject_type = 'session' AND subject_id = ?", [made.id]);
    expect(history).toEqual([{ action: 'create' }]);
  });

  it('refuses a session that overlaps another in its room, naming it; back to back and in another room are fine', async () => {
    const first = (await admin.post(base()).send(session({ title_it: 'Apertura' })).expect(201)).body as SessionDto;
    admin.lang = 'en';
    try {
      const clash = await admin.post(base()).send(session({ title_it: 'Sovrapposta', start_at: at('09:30'), end_at: at('11:00') })).expect(422);
      expect(clash.body.errors).toEqual({ start_at: [msg('en', 'session_room_busy', { title: 'Apertura', id: first.id })] });
      // Around it entirely, too.
      await admin.post(base()).send(session({ start_at: at('08:00'), end_at: at('12:00') })).expect(422);
    } finally {
      admin.lang = 'it';
    }
    await admin.post(base()).send(session({ title_it: 'Dopo', start_at: at('10:00'), end_at: at('11:00') })).expect(201);
    const other = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Aula 2' }).expect(201)).body as RoomDto;
    await admin.post(base()).send(session({ title_it: 'Parallela', room_id: other.id })).expect(201);
    // Moving a session onto a taken hour is refused as well; onto its own hour it is only an edit.
    await admin.put(`${base()}/${first.id}`).send({ start_at: at('09:15') }).expect(200);
    const moved = await admin.put(`${base()}/${first.id}`).send({ end_at: at('10:30') }).expect(422);
    expect(Object.keys(moved.body.errors)).toEqual(['start_at']);
  });

  it('gives an hour of a room to one of parallel writers', async () => {
    const free = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Aula contesa' }).expect(201)).body as RoomDto;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => admin.post(base()).send(session({ title_it: `Corsa ${i}`, room_id: free.id, start_at: at('14:00'), end_at: at('15:00') }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
  });

  it('answers per field what is wrong, in the caller’s language, and writes nothing', async () => {
    const before = (await t.db.query('SELECT COUNT(*) AS n FROM programme_sessions'))[0].n;
    const elsewhere = (await createEvent(admin)).id;
    const foreignRoom = (await admin.post(`/api/events/${elsewhere}/rooms`).send({ name_it: 'Altrove' }).expect(201)).body.id;
    admin.lang = 'en';
    try {
      const cases: [Record<string, unknown>, string[]][] = [
        [{ start_at: at('11:00'), end_at: at('10:00') }, ['end_at']],
        [{ start_at: null, end_at: 'domani' }, ['end_at', 'start_at']],
        [{ type: 'PARTY', registration: 'MAYBE' }, ['registration', 'type']],
        [{ title_it: '', capacity: -4 }, ['capacity', 'title_it']],
        [{ people: [{ role: 'SPEAKER' }, { role: 'DJ', name: 'x' }] }, ['people.0.name', 'people.1.role']],
        [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, ['tags']],
      ];
      for (const [body, fields] of cases) {
        const res = await admin.post(base()).send(session(body)).expect(422);
        expect(Object.keys(res.body.errors).sort()).toEqual(fields);
      }
      expect((await admin.post(base()).send(session({ start_at: at('11:00'), end_at: at('10:00') })).expect(422)).body.errors.end_at).toEqual([
        msg('en', 'session_end_before_start'),
      ]);
      expect((await admin.post(base()).send(session({ room_id: foreignRoom })).expect(422)).body.errors).toEqual({ room_id: [msg('en', 'room_not_in_event')] });
      const stranger = (await insertAttendee(t, elsewhere)).id;
      expect((await admin.post(base()).send(session({ room_id: null, people: [{ role: 'SPEAKER', attendee_id: stranger }] })).expect(422)).body.errors).toEqual({
        people: [msg('en', 'session_attendee_not_in_event')],
      });
      const foreignCategory = await createCategory(admin, elsewhere, 'Altrove');
      await admin.post(base()).send(session({ room_id: null, attendee_category_ids: [foreignCategory] })).expect(422);
    } finally {
      admin.lang = 'it';
    }
    expect((await t.db.query('SELECT COUNT(*) AS n FROM programme_sessions'))[0].n).toBe(before);
  });

  it('lists a day of the grid, filters by room, keeps a room with sessions, and records edits', async () => {
    const hall = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Aula Grid', capacity: 50 }).expect(201)).body as RoomDto;
    const a = (await admin.post(base()).send(session({ title_it: 'Giorno uno', room_id: hall.id, start_at: at('09:00', '2027-05-22'), end_at: at('10:00', '2027-05-22') })).expect(201))
      .body as SessionDto;
    await admin.post(base()).send(session({ title_it: 'Giorno due', room_id: hall.id, start_at: at('09:00', '2027-05-23'), end_at: at('10:00', '2027-05-23') })).expect(201);
    const filter = encodeURIComponent(JSON.stringify({ room_id: hall.id, end_at_gte: at('00:00', '2027-05-22'), start_at_lte: at('23:59', '2027-05-22') }));
    const day = (await admin.get(`${base()}?filter=${filter}`).expect(200).expect(expectDocumented)).body as SessionDto[];
    expect(day.map((s) => s.title_it)).toEqual(['Giorno uno']);
    await admin.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ end_at_gte: 'ieri' }))}`).expect(400);
    const edited = (await admin.put(`${base()}/${a.id}`).send({ capacity: 20 }).expect(200).expect(expectDocumented)).body as SessionDto;
    expect(edited).toMatchObject({ title_it: 'Giorno uno', capacity: 20, seats: 20, room_id: hall.id });
    expect((await admin.delete(`/api/events/${eventId}/rooms/${hall.id}`).expect(409)).body.message).toBe(msg('it', 'room_has_sessions'));
    await admin.delete(`${base()}/${a.id}`).expect(200).expect(expectDocumented);
    const actions = await t.db.query("SELECT action FROM action_history WHERE subject_type = 'session' AND subject_id = ? ORDER BY id", [a.id]);
    expect(actions.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'delete']);
  });
});
