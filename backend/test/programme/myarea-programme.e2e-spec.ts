import { t as msg, type MyAreaProgrammeDto, type MyAreaSessionDto, type SessionDto } from '@eventdesk/shared';
import { createCategory } from '../attendees/attendee-fixtures';
import { attendeeOf, browser, signIn } from '../myarea/myarea-fixtures';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The programme in the attendee site (issue 27): one venue day of the published sessions with the
 * attendee's own place in each, and their own registrations made and cancelled by the staff's rules
 * (seats, queue, categories, clashes, the last seat under concurrency), never anyone else's.
 */
describe('my area: the programme', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string };
  let roomId: number;
  let doctors: number;
  let nurses: number;
  let day = 0;

  /** A session through the staff API; each `newDay()` moves the following ones to a day of their own. */
  const session = async (over: Record<string, unknown> = {}, from = '09:00', to = '10:00') =>
    (
      await admin
        .post(`/api/events/${event.id}/sessions`)
        .send({
          title_it: 'Sessione',
          type: 'PARALLEL',
          registration: 'REQUIRED',
          // Rome is two hours ahead of UTC in June.
          start_at: `${dayOf(day)}T${shift(from)}:00Z`,
          end_at: `${dayOf(day)}T${shift(to)}:00Z`,
          ...over,
        })
        .expect(201)
    ).body as SessionDto;
  const dayOf = (n: number) => `2027-06-${String(n + 1).padStart(2, '0')}`;
  const shift = (hhmm: string) => `${String(Number(hhmm.slice(0, 2)) - 2).padStart(2, '0')}:${hhmm.slice(3)}`;
  const newDay = () => dayOf(++day);
  /** A signed-in attendee of the event (their own browser). */
  const attendee = async (fields: Record<string, unknown> = {}) => {
    const a = await attendeeOf(t, event.id, fields as never);
    const client = await browser(t);
    await signIn(t, client, event.token, a.email!);
    return { ...a, client };
  };
  const programme = async (client: ApiClient, query = '') =>
    (await client.get(`/api/${event.token}/programme${query}`).expect(200).expect(expectDocumented)).body as MyAreaProgrammeDto;
  const register = (client: ApiClient, sessionId: unknown) =>
    client.post(`/api/${event.token}/programme/registrations`).send({ session_id: sessionId });
  const cancel = (client: ApiClient, sessionId: number | string) =>
    client.delete(`/api/${event.token}/programme/registrations/${sessionId}`);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    event = await createEvent(admin);
    roomId = (
      await admin.post(`/api/events/${event.id}/rooms`).send({ name_it: 'Sala Volta', name_en: 'Volta Hall', capacity: 2 }).expect(201)
    ).body.id;
    doctors = await createCategory(admin, event.id, 'Medici');
    nurses = await createCategory(admin, event.id, 'Infermieri');
  });
  afterAll(() => t?.close());

  it('lists one venue day of the published sessions in time order, in the attendee’s language, with room, people and seats', async () => {
    const first = newDay();
    const late = await session(
      { title_it: 'Pomeriggio', title_en: 'Afternoon', room_id: roomId, people: [{ role: 'SPEAKER', name: 'Prof. Neri' }] },
      '15:00',
      '16:00',
    );
    const early = await session({ title_it: 'Mattina', type: 'PLENARY', registration: 'OPEN' }, '08:00', '09:00');
    await session({ title_it: 'Bozza', published: false }, '11:00', '12:00');
    // 23:30 in Rome is still the same venue day, though it is 21:30 UTC.
    const evening = await session({ title_it: 'Sera' }, '23:30', '23:50');
    const second = newDay();
    const next = await session({ title_it: 'Giorno dopo' });
    const giulia = await attendee({ appLang: 'en' });
    giulia.client.lang = 'en';

    const page = await programme(giulia.client, `?day=${first}`);
    expect(page.days).toEqual(expect.arrayContaining([first, second]));
    expect(page.day).toBe(first);
    expect(page.sessions.map((s) => s.id)).toEqual([early.id, late.id, evening.id]);
    expect(page.sessions[1]).toEqual({
      id: late.id,
      type: 'PARALLEL',
      title: 'Afternoon',
      description: null,
      day: first,
      start_at: late.start_at,
      end_at: late.end_at,
      room: { id: roomId, name: 'Volta Hall' },
      people: [{ role: 'SPEAKER', name: 'Prof. Neri' }],
      registration: 'REQUIRED',
      seats: 2,
      seats_left: 2,
      waiting: 0,
      status: null,
      waiting_position: null,
      category_closed: false,
      clash: null,
    } satisfies MyAreaSessionDto);
    expect(page.sessions[0]).toMatchObject({ title: 'Mattina', registration: 'OPEN', seats: null, seats_left: null, room: null });
    expect((await programme(giulia.client, `?day=${second}`)).sessions.map((s) => s.id)).toEqual([next.id]);
    // A day without sessions answers none; no day asked: the first day with sessions.
    expect((await programme(giulia.client, '?day=2030-01-01')).sessions).toEqual([]);
    expect((await programme(giulia.client)).day).toBe(page.days[0]);
  });

  it('registers and cancels the attendee’s own seat; a full session queues them; a freed seat goes to the first in the queue, who is e-mailed', async () => {
    newDay();
    const course = await session({ title_it: 'Corso pratico', title_en: 'Hands-on course', room_id: roomId, capacity: 1 });
    const anna = await attendee();
    const bruno = await attendee({ email: `bruno.${Date.now()}@example.test`, appLang: 'en' });
    const seat = (await register(anna.client, course.id).expect(201).expect(expectDocumented)).body as MyAreaSessionDto;
    expect(seat).toMatchObject({ id: course.id, status: 'REGISTERED', seats_left: 0, waiting: 0 });
    const queued = (await register(bruno.client, course.id).expect(201)).body as MyAreaSessionDto;
    expect(queued).toMatchObject({ status: 'WAITING', waiting_position: 1, seats_left: 0, waiting: 1 });
    // Each sees their own place in the list.
    expect((await programme(anna.client, `?day=${seat.day}`)).sessions.find((s) => s.id === course.id)).toMatchObject({
      status: 'REGISTERED',
    });
    expect((await programme(bruno.client, `?day=${seat.day}`)).sessions.find((s) => s.id === course.id)).toMatchObject({
      status: 'WAITING',
    });

    const left = (await cancel(anna.client, course.id).expect(200).expect(expectDocumented)).body as MyAreaSessionDto;
    expect(left).toMatchObject({ status: null, seats_left: 0, waiting: 0 });
    expect((await programme(bruno.client, `?day=${seat.day}`)).sessions.find((s) => s.id === course.id)).toMatchObject({
      status: 'REGISTERED',
      waiting_position: null,
    });
    const told = (await t.db.query("SELECT subject FROM mail_outbox WHERE to_address = ? AND subject LIKE '%course%'", [bruno.email])) as {
      subject: string;
    }[];
    expect(told.map((m) => m.subject)).toEqual([expect.stringContaining('Hands-on course')]);
    // The attendee is the actor of their own seat in their history; the promotion is nobody's.
    const notes = (await t.db.query(
      "SELECT subject_id, attendee_id, user_id, changes FROM action_history WHERE subject_type = 'attendee' AND subject_id IN (?, ?) ORDER BY id",
      [anna.id, bruno.id],
    )) as { subject_id: number; attendee_id: number | null; user_id: number | null; changes: string }[];
    expect(notes.map((n) => [n.subject_id, n.attendee_id, n.user_id, Object.values(JSON.parse(n.changes))[0]])).toEqual([
      [anna.id, anna.id, null, [null, 'REGISTERED']],
      [bruno.id, bruno.id, null, [null, 'WAITING']],
      [anna.id, anna.id, null, ['REGISTERED', null]],
      [bruno.id, null, null, ['WAITING', 'REGISTERED']],
    ]);
  });

  it('shows and refuses, in the attendee’s words and language, a closed category, a clash and a second registration', async () => {
    const today = newDay();
    const forDoctors = await session({ title_it: 'Solo medici', attendee_category_ids: [doctors] }, '09:00', '10:00');
    const held = await session({ title_it: 'Ecografia', title_en: 'Ultrasound' }, '09:30', '11:00');
    const nurse = await attendee({ eventAttendeeCategoryId: nurses });
    nurse.client.lang = 'en';
    await register(nurse.client, held.id).expect(201);
    const page = await programme(nurse.client, `?day=${today}`);
    expect(page.sessions.find((s) => s.id === forDoctors.id)).toMatchObject({
      category_closed: true,
      clash: { session_id: held.id, title: 'Ultrasound' },
    });
    expect(page.sessions.find((s) => s.id === held.id)).toMatchObject({ status: 'REGISTERED', clash: null, category_closed: false });

    expect((await register(nurse.client, forDoctors.id).expect(422)).body.errors).toEqual({
      session_id: [msg('en', 'myarea_session_category_closed')],
    });
    expect((await register(nurse.client, held.id).expect(422)).body.errors).toEqual({
      session_id: [msg('en', 'myarea_session_already_registered')],
    });
    const doctor = await attendee({ eventAttendeeCategoryId: doctors });
    await register(doctor.client, held.id).expect(201);
    expect((await register(doctor.client, forDoctors.id).expect(422)).body.errors).toEqual({
      session_id: [msg('it', 'myarea_session_busy', { title: 'Ecografia' })],
    });
    // Cancelling the one frees the other.
    await cancel(doctor.client, held.id).expect(200);
    expect((await register(doctor.client, forDoctors.id).expect(201)).body).toMatchObject({ status: 'REGISTERED', clash: null });
  });

  it('never lets an attendee act on another’s registration, an unpublished session or another event’s (404), nor elsewhere without signing in (401)', async () => {
    newDay();
    const open = await session({ title_it: 'Aperta' });
    const draft = await session({ title_it: 'Bozza', published: false }, '11:00', '12:00');
    const elsewhere = await createEvent(admin);
    const foreign = (
      await admin
        .post(`/api/events/${elsewhere.id}/sessions`)
        .send({
          title_it: 'Altrove',
          type: 'PARALLEL',
          registration: 'REQUIRED',
          start_at: '2027-07-01T07:00:00Z',
          end_at: '2027-07-01T08:00:00Z',
        })
        .expect(201)
    ).body as SessionDto;
    const carla = await attendee();
    const dario = await attendee();
    await register(carla.client, open.id).expect(201);
    // Dario holds nothing there: his cancel finds nothing, Carla's seat stays.
    await cancel(dario.client, open.id).expect(404);
    expect(await t.db.query('SELECT attendee_id FROM session_registrations WHERE session_id = ?', [open.id])).toEqual([
      { attendee_id: carla.id },
    ]);
    await register(carla.client, draft.id).expect(404);
    await register(carla.client, foreign.id).expect(404);
    await register(carla.client, 999_999).expect(404);
    // A registration staff made for an unpublished session is not hers to cancel here either.
    await admin.post(`/api/events/${event.id}/sessions/${draft.id}/registrations`).send({ attendee_id: carla.id }).expect(201);
    await cancel(carla.client, draft.id).expect(404);
    expect((await programme(carla.client, `?day=${open.day}`)).sessions.map((s) => s.id)).toEqual([open.id]);
    // Signed in to one event is nobody in another.
    await carla.client.get(`/api/${elsewhere.token}/programme`).expect(401);
    await carla.client.post(`/api/${elsewhere.token}/programme/registrations`).send({ session_id: foreign.id }).expect(401);
    await admin.get(`/api/${event.token}/programme`).expect(401);
  });

  it('gives the last seat to exactly one of 10 attendees racing for it in my-area; the others queue in order', async () => {
    newDay();
    const last = await session({ title_it: 'Ultimo posto', capacity: 1 });
    const racers = await Promise.all(Array.from({ length: 10 }, () => attendee()));
    const answers = await Promise.all(racers.map((r) => register(r.client, last.id)));
    expect(answers.map((a) => a.status)).toEqual(racers.map(() => 201));
    const statuses = answers.map((a) => (a.body as MyAreaSessionDto).status);
    expect(statuses.filter((s) => s === 'REGISTERED')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'WAITING')).toHaveLength(9);
    const rows = (await t.db.query(
      'SELECT status, COUNT(*) AS n FROM session_registrations WHERE session_id = ? GROUP BY status ORDER BY status',
      [last.id],
    )) as {
      status: string;
      n: number | string;
    }[];
    expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([
      ['REGISTERED', 1],
      ['WAITING', 9],
    ]);
    const positions = answers.flatMap((a) =>
      (a.body as MyAreaSessionDto).waiting_position === null ? [] : [(a.body as MyAreaSessionDto).waiting_position],
    );
    expect(positions.sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('takes one of two sessions at the same hour asked for at once (the attendee is locked while their sessions are read)', async () => {
    newDay();
    const a = await session({ title_it: 'Parallela A' });
    const b = await session({ title_it: 'Parallela B' });
    const elena = await attendee();
    const answers = await Promise.all([register(elena.client, a.id), register(elena.client, b.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await t.db.query('SELECT session_id FROM session_registrations WHERE attendee_id = ?', [elena.id])).toHaveLength(1);
  });

  /** Malformed input to the programme's routes: each a 4xx with its reason, never a 500 (counted by the issue: 30+ across the programme). */
  describe('malformed input', () => {
    let franco: Awaited<ReturnType<typeof attendee>>;
    let sessionId: number;
    beforeAll(async () => {
      newDay();
      sessionId = (await session({ title_it: 'Bersaglio' })).id;
      franco = await attendee();
    });

    const BODIES: [string, unknown][] = [
      ['no body field', {}],
      ['null id', { session_id: null }],
      ['text id', { session_id: 'uno' }],
      ['numeric text id', { session_id: '12' }],
      ['zero', { session_id: 0 }],
      ['negative', { session_id: -3 }],
      ['fraction', { session_id: 1.5 }],
      ['boolean', { session_id: true }],
      ['array', { session_id: [1] }],
      ['object', { session_id: { id: 1 } }],
      ['beyond a safe integer', { session_id: 2 ** 60 }],
      ['someone else named', { attendee_id: 5 }],
    ];
    it.each(BODIES)('POST registrations with %s → 422 naming session_id', async (_name, body) => {
      const res = await franco.client
        .post(`/api/${event.token}/programme/registrations`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, ['session_id']]);
    });

    it.each([
      ['broken JSON', '{"session_id": 1', 400],
      ['not JSON at all', 'session_id=1', 400],
      ['a JSON string', '"session"', 400],
      ['a JSON array', '[1, 2]', 422],
    ])('POST registrations with %s → %i', async (_name, raw, status) => {
      const res = await franco.client.post(`/api/${event.token}/programme/registrations`).set('Content-Type', 'application/json').send(raw);
      expect(res.status).toBe(status);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999'])('DELETE registrations/%s → 4xx', async (param) => {
      const res = await cancel(franco.client, param);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it.each(['day=abc', 'day=2027-02-30', 'day=2027-13-01', 'day=27-06-01', 'day=2027-06-01&day=2027-06-02', 'day=2027-06-01junk'])(
      'GET programme?%s → 422 naming day',
      async (query) => {
        const res = await franco.client.get(`/api/${event.token}/programme?${query}`);
        expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, ['day']]);
      },
    );

    it('leaves the session untouched by all of them', async () => {
      expect(await t.db.query('SELECT id FROM session_registrations WHERE session_id = ?', [sessionId])).toEqual([]);
    });
  });
});
