import { randomUUID } from 'node:crypto';
import { REGISTRATION_BULK_MAX, type RegistrationBulkDto, type SessionDto } from '@eventdesk/shared';
import { BULK_PAGE } from '../../src/programme/sessions/registration-bulk.service';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { createCategory } from '../attendees/attendee-fixtures';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Staff register a saved attendee filter for a session (issue 27): every attendee it matches, read in
 * keyset pages of ids, each by the rules of one registration; the answer counts seats, queue places and
 * refusals by reason.
 */
describe('session registrations: a saved filter', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let seq = 0;
  const bulk = (sessionId: number, body: unknown) =>
    admin.post(`/api/events/${eventId}/sessions/${sessionId}/registrations/bulk`).send(body as object);
  const newSession = async (over: Record<string, unknown>) =>
    (
      await admin
        .post(`/api/events/${eventId}/sessions`)
        .send({
          title_it: 'Corso',
          type: 'WORKSHOP',
          registration: 'REQUIRED',
          start_at: '2027-06-10T07:00:00Z',
          end_at: '2027-06-10T09:00:00Z',
          ...over,
        })
        .expect(201)
    ).body as SessionDto;
  /** `n` attendees of a category in one statement per hundred (the filter reads the category, not the search words). */
  const attendees = async (n: number, categoryId: number): Promise<number[]> => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 100) {
      const rows = Array.from({ length: Math.min(100, n - i) }, () => {
        const k = ++seq;
        return {
          uuid: randomUUID(),
          eventId,
          attendeeCode: `B${k}`,
          firstName: `Nome${k}`,
          lastName: 'Filtro',
          eventAttendeeCategoryId: categoryId,
        };
      });
      const result = await t.db.getRepository(Attendee).insert(rows);
      ids.push(...result.identifiers.map((r) => Number(r.id)));
    }
    return ids;
  };
  const saveFilter = async (client: ApiClient, body: Record<string, unknown>) =>
    (
      await client
        .post(`/api/events/${eventId}/filters`)
        .send({ name: `Filtro ${++seq}`, resource: 'attendees', shared: false, ...body })
        .expect(201)
    ).body.id as number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('registers every attendee the filter matches, a page at a time, counting seats, queue places and refusals by reason', async () => {
    const doctors = await createCategory(admin, eventId, 'Medici');
    const nurses = await createCategory(admin, eventId, 'Infermieri');
    const others = await createCategory(admin, eventId, 'Altri');
    const doctorIds = await attendees(2 * BULK_PAGE + 37, doctors);
    await attendees(20, nurses);
    await attendees(15, others); // not matched by the filter
    const course = await newSession({ title_it: 'Corso per medici', capacity: 400, attendee_category_ids: [doctors] });
    const elsewhere = await newSession({ title_it: 'Nella stessa ora', start_at: '2027-06-10T08:00:00Z', end_at: '2027-06-10T10:00:00Z' });
    // Five already hold a seat, three are busy in another session at the same hour.
    for (const id of doctorIds.slice(100, 105))
      await admin.post(`/api/events/${eventId}/sessions/${course.id}/registrations`).send({ attendee_id: id }).expect(201);
    for (const id of doctorIds.slice(200, 203))
      await admin.post(`/api/events/${eventId}/sessions/${elsewhere.id}/registrations`).send({ attendee_id: id }).expect(201);
    const filterId = await saveFilter(admin, { filter: { event_attendee_category_id: [doctors, nurses] } });

    const pages = jest.spyOn(t.db.logger, 'logQuery');
    const res = (await bulk(course.id, { filter_id: filterId }).expect(201).expect(expectDocumented)).body as RegistrationBulkDto;
    const keysetReads = pages.mock.calls.filter(([sql]) => sql.includes('attendee.id > ?'));
    pages.mockRestore();

    // 437 doctors + 20 nurses: 20 closed, 5 already in, 3 busy; 395 free seats, then the queue.
    expect({ ...res, refused: res.refused.length }).toEqual({
      registered: 395,
      waiting: 429 - 395,
      refused: 28,
      refused_total: 28,
      refused_by_reason: { session_category_closed: 20, session_already_registered: 5, session_attendee_busy: 3 },
    });
    // Three pages of ids (200, 200, 57), each after the last id of the one before.
    expect(keysetReads.map(([, params]) => (params as unknown[]).at(-1))).toEqual([0, expect.any(Number), expect.any(Number)]);
    const counts = (await t.db.query(
      'SELECT status, COUNT(*) AS n FROM session_registrations WHERE session_id = ? GROUP BY status ORDER BY status',
      [course.id],
    )) as {
      status: string;
      n: number | string;
    }[];
    expect(counts.map((c) => [c.status, Number(c.n)])).toEqual([
      ['REGISTERED', 400],
      ['WAITING', 34],
    ]);
    // The seats went in the order of the attendees' ids: the last doctors queue.
    const [{ status }] = (await t.db.query('SELECT status FROM session_registrations WHERE session_id = ? AND attendee_id = ?', [
      course.id,
      doctorIds.at(-1),
    ])) as {
      status: string;
    }[];
    expect(status).toBe('WAITING');
  });

  it('names at most the first hundred refused attendees, and counts them all', async () => {
    const closed = await createCategory(admin, eventId, 'Esclusi');
    await attendees(130, closed);
    const open = await createCategory(admin, eventId, 'Ammessi');
    const session = await newSession({
      title_it: 'Riservata',
      start_at: '2027-06-11T07:00:00Z',
      end_at: '2027-06-11T08:00:00Z',
      attendee_category_ids: [open],
    });
    const res = (
      await bulk(session.id, { filter_id: await saveFilter(admin, { filter: { event_attendee_category_id: closed } }) }).expect(201)
    ).body as RegistrationBulkDto;
    expect([res.registered, res.waiting, res.refused.length, res.refused_total, res.refused_by_reason]).toEqual([
      0,
      0,
      100,
      130,
      { session_category_closed: 130 },
    ]);
  });

  it('refuses a filter that is missing, of vehicles, or another user’s private one (as if missing)', async () => {
    const session = await newSession({ start_at: '2027-06-12T07:00:00Z', end_at: '2027-06-12T08:00:00Z' });
    admin.lang = 'en';
    try {
      expect((await bulk(session.id, { filter_id: 999_999 }).expect(422)).body.errors).toEqual({ filter_id: ['No such saved filter'] });
      const vehicles = (
        await admin
          .post(`/api/events/${eventId}/filters`)
          .send({ name: 'Furgoni', resource: 'vehicles', filter: {}, shared: true })
          .expect(201)
      ).body.id;
      expect((await bulk(session.id, { filter_id: vehicles }).expect(422)).body.errors).toEqual({
        filter_id: ['The saved filter is not an attendee filter'],
      });
      const colleague = await userWithRole(t, admin, eventId, 'ADMIN');
      const theirs = await saveFilter(colleague.client, { filter: {} });
      expect((await bulk(session.id, { filter_id: theirs }).expect(422)).body.errors).toEqual({ filter_id: ['No such saved filter'] });
      // Shared, it is theirs to lend.
      await colleague.client
        .put(`/api/events/${eventId}/filters/${theirs}`)
        .send({ name: 'Tutti', resource: 'attendees', filter: {}, shared: true })
        .expect(200);
      await bulk(session.id, { filter_id: theirs }).expect(201);
    } finally {
      admin.lang = 'it';
    }
  });

  const MALFORMED: [string, unknown, string][] = [
    ['nothing', {}, 'attendee_ids'],
    ['both null', { attendee_ids: null, filter_id: null }, 'attendee_ids'],
    ['both given', { attendee_ids: [1], filter_id: 1 }, 'filter_id'],
    ['a text filter id', { filter_id: 'tutti' }, 'filter_id'],
    ['a zero filter id', { filter_id: 0 }, 'filter_id'],
    ['a negative filter id', { filter_id: -1 }, 'filter_id'],
    ['a fractional filter id', { filter_id: 1.5 }, 'filter_id'],
    ['a list as filter id', { filter_id: [1] }, 'filter_id'],
    ['an empty selection', { attendee_ids: [] }, 'attendee_ids'],
    ['a text selection', { attendee_ids: '1,2' }, 'attendee_ids'],
    ['a zero in the selection', { attendee_ids: [0] }, 'attendee_ids.0'],
    ['too long a selection', { attendee_ids: Array.from({ length: REGISTRATION_BULK_MAX + 1 }, (_, i) => i + 1) }, 'attendee_ids'],
  ];
  it.each(MALFORMED)('answers 422 naming the field for %s (nothing registered)', async (_name, body, field) => {
    const session = await newSession({ start_at: '2027-06-13T07:00:00Z', end_at: '2027-06-13T08:00:00Z' });
    const res = await bulk(session.id, body);
    expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, [field]]);
    expect(await t.db.query('SELECT id FROM session_registrations WHERE session_id = ?', [session.id])).toEqual([]);
  });
});
