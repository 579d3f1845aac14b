import { t as msg, type RegistrationBulkDto, type RegistrationDto, type SessionDto } from '@eventdesk/shared';
import { createCategory } from '../attendees/attendee-fixtures';
import { insertAttendee } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** Registrations for the programme's sessions (issue 27): seats, the queue, who is told, who may not join. */
describe('session registrations', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let slot = 0;
  /** A session of its own hour (no two tests' sessions overlap for one attendee by accident). */
  const newSession = async (over: Record<string, unknown> = {}) => {
    const hour = String(++slot).padStart(2, '0');
    return (
      await admin
        .post(`/api/events/${eventId}/sessions`)
        .send({
          title_it: `Sessione ${slot}`,
          type: 'PARALLEL',
          registration: 'REQUIRED',
          start_at: `2027-06-${hour}T09:00:00Z`,
          end_at: `2027-06-${hour}T10:00:00Z`,
          ...over,
        })
        .expect(201)
    ).body as SessionDto;
  };
  const regs = (sessionId: number) => `/api/events/${eventId}/sessions/${sessionId}/registrations`;
  const attendee = async (fields: Record<string, unknown> = {}) => (await insertAttendee(t, eventId, fields as never)).id;
  const register = (sessionId: number, attendeeId: number) => admin.post(regs(sessionId)).send({ attendee_id: attendeeId });
  const mails = async (to: string) => (await t.db.query('SELECT subject, text FROM mail_outbox WHERE to_address = ? ORDER BY id', [to])) as { subject: string; text: string }[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('gives seats while there are any, then queue places in order; a cancelled seat goes to the first in the queue, who is e-mailed', async () => {
    const session = await newSession({ title_it: 'Ecocardiografia pratica', capacity: 2 });
    const people = [
      await attendee(),
      await attendee(),
      await attendee({ email: 'primo.in.coda@example.test', appLang: 'en' }),
      await attendee({ email: 'secondo.in.coda@example.test' }),
    ];
    const made: RegistrationDto[] = [];
    for (const id of people) made.push((await register(session.id, id).expect(201).expect(expectDocumented)).body);
    expect(made.map((r) => [r.status, r.waiting_position])).toEqual([
      ['REGISTERED', null],
      ['REGISTERED', null],
      ['WAITING', 1],
      ['WAITING', 2],
    ]);
    const list = (await admin.get(regs(session.id)).expect(200).expect(expectDocumented)).body as RegistrationDto[];
    expect(list.map((r) => r.attendee_id)).toEqual(people);
    const cancelled = (await admin.delete(`${regs(session.id)}/${made[0].id}`).expect(200).expect(expectDocumented)).body as RegistrationDto;
    expect(cancelled).toMatchObject({ id: made[0].id, status: 'REGISTERED' });
    const after = (await admin.get(regs(session.id)).expect(200)).body as RegistrationDto[];
    expect(after.map((r) => [r.attendee_id, r.status, r.waiting_position])).toEqual([
      [people[1], 'REGISTERED', null],
      [people[2], 'REGISTERED', null],
      [people[3], 'WAITING', 1],
    ]);
    const [told] = await mails('primo.in.coda@example.test');
    expect(told.subject).toContain('Ecocardiografia pratica');
    expect(told.text).toContain('A seat freed up');
    expect(await mails('secondo.in.coda@example.test')).toEqual([]);
    // The attendee's history keeps the queue place and the seat.
    const history = (await t.db.query("SELECT changes FROM action_history WHERE subject_type = 'attendee' AND subject_id = ? ORDER BY id", [people[2]])) as {
      changes: string;
    }[];
    expect(history.map((h) => Object.values(JSON.parse(h.changes))[0])).toEqual([
      [null, 'WAITING'],
      ['WAITING', 'REGISTERED'],
    ]);
  });

  it('gives the last seat to exactly one of 30 parallel registrations; the others queue', async () => {
    const session = await newSession({ capacity: 1 });
    const people = await Promise.all(Array.from({ length: 30 }, () => attendee()));
    const answers = await Promise.all(people.map((id) => register(session.id, id)));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 201));
    const statuses = answers.map((a) => (a.body as RegistrationDto).status);
    expect(statuses.filter((s) => s === 'REGISTERED')).toHaveLength(1);
    const [{ n }] = await t.db.query("SELECT COUNT(*) AS n FROM session_registrations WHERE session_id = ? AND status = 'REGISTERED'", [session.id]);
    expect(Number(n)).toBe(1);
    const queue = (await admin.get(`${regs(session.id)}?filter=${encodeURIComponent('{"status":"WAITING"}')}&range=[0,99]`).expect(200)).body as RegistrationDto[];
    expect(queue.map((r) => r.waiting_position)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
  });

  it('moves the queue up when the session gets more seats', async () => {
    const session = await newSession({ capacity: 1 });
    const [a, b, c] = [await attendee(), await attendee({ email: 'b@example.test' }), await attendee({ email: 'c@example.test' })];
    for (const id of [a, b, c]) await register(session.id, id).expect(201);
    await admin.put(`/api/events/${eventId}/sessions/${session.id}`).send({ capacity: 2 }).expect(200);
    const list = (await admin.get(regs(session.id)).expect(200)).body as RegistrationDto[];
    expect(list.map((r) => [r.attendee_id, r.status])).toEqual([
      [a, 'REGISTERED'],
      [b, 'REGISTERED'],
      [c, 'WAITING'],
    ]);
    expect(await mails('b@example.test')).toHaveLength(1);
    expect(await mails('c@example.test')).toHaveLength(0);
  });

  it('refuses, per field and in the caller’s language: another event’s attendee, a closed category, twice, a clash; an open session never queues', async () => {
    const doctors = await createCategory(admin, eventId, 'Medici');
    const nurses = await createCategory(admin, eventId, 'Infermieri');
    const forDoctors = await newSession({ attendee_category_ids: [doctors], capacity: 5 });
    const nurse = await attendee({ eventAttendeeCategoryId: nurses });
    const doctor = await attendee({ eventAttendeeCategoryId: doctors });
    const stranger = (await insertAttendee(t, (await createEvent(admin)).id)).id;
    admin.lang = 'en';
    try {
      expect((await register(forDoctors.id, nurse).expect(422)).body.errors).toEqual({ attendee_id: [msg('en', 'session_category_closed')] });
      expect((await register(forDoctors.id, stranger).expect(422)).body.errors).toEqual({ attendee_id: [msg('en', 'session_attendee_not_in_event')] });
      await register(forDoctors.id, doctor).expect(201);
      expect((await register(forDoctors.id, doctor).expect(422)).body.errors).toEqual({ attendee_id: [msg('en', 'session_already_registered')] });
      // The same hour, another session: the attendee is busy.
      const parallel = (
        await admin
          .post(`/api/events/${eventId}/sessions`)
          .send({ title_it: 'Parallela', type: 'PARALLEL', registration: 'REQUIRED', start_at: forDoctors.start_at, end_at: forDoctors.end_at })
          .expect(201)
      ).body as SessionDto;
      expect((await register(parallel.id, doctor).expect(422)).body.errors).toEqual({
        attendee_id: [msg('en', 'session_attendee_busy', { title: forDoctors.title_it, id: forDoctors.id })],
      });
      for (const body of [{}, { attendee_id: 'x' }, { attendee_id: -1 }, { attendee_id: 1.5 }])
        expect(Object.keys((await admin.post(regs(forDoctors.id)).send(body).expect(422)).body.errors)).toEqual(['attendee_id']);
    } finally {
      admin.lang = 'it';
    }
    const open = await newSession({ registration: 'OPEN', capacity: 1 });
    for (const id of [await attendee(), await attendee()]) expect((await register(open.id, id).expect(201)).body.status).toBe('REGISTERED');
  });

  it('registers a selection as each alone, saying who was refused and why', async () => {
    const session = await newSession({ capacity: 1 });
    const [a, b] = [await attendee(), await attendee()];
    const stranger = (await insertAttendee(t, (await createEvent(admin)).id)).id;
    const res = (await admin.post(`${regs(session.id)}/bulk`).send({ attendee_ids: [a, b, stranger, a] }).expect(201).expect(expectDocumented))
      .body as RegistrationBulkDto;
    expect(res).toEqual({
      registered: 1,
      waiting: 1,
      refused: [{ attendee_id: stranger, errors: { attendee_id: ['session_attendee_not_in_event'] } }],
      refused_total: 1,
      refused_by_reason: { session_attendee_not_in_event: 1 },
    });
    expect(Object.keys((await admin.post(`${regs(session.id)}/bulk`).send({ attendee_ids: [] }).expect(422)).body.errors)).toEqual(['attendee_ids']);
  });

  it('answers 404 for another event’s session and a registration of another session; a deleted session takes its registrations', async () => {
    const session = await newSession();
    const other = await newSession();
    const reg = (await register(session.id, await attendee()).expect(201)).body as RegistrationDto;
    await admin.delete(`${regs(other.id)}/${reg.id}`).expect(404);
    const elsewhere = (await createEvent(admin)).id;
    await admin.get(`/api/events/${elsewhere}/sessions/${session.id}/registrations`).expect(404);
    await admin.post(`/api/events/${elsewhere}/sessions/${session.id}/registrations`).send({ attendee_id: reg.attendee_id }).expect(404);
    await admin.delete(`/api/events/${eventId}/sessions/${session.id}`).expect(200);
    expect(await t.db.query('SELECT id FROM session_registrations WHERE id = ?', [reg.id])).toEqual([]);
  });
});
