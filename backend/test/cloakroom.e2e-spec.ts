import type { HangerActionDto, HangerDto, PassDto } from '@eventdesk/shared';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** The cloakroom (issue 14): racks of hangers; a deposit by pass gets the next free one, a return frees it; never a hanger twice. */
describe('cloakroom', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let category: number;
  let company: number;
  const url = (path = '') => `/api/events/${eventId}/hangers${path}`;
  const codeOf = async (id: number) => ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200)).body as PassDto).code;
  const guest = async () => codeOf(await createAttendee(admin, eventId, minimalAttendee(category, company)));
  const deposit = async (body: object, client = admin) =>
    (await client.post(url('/deposit')).send(body).expect(200)).body as HangerActionDto;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Ospiti');
    company = await createCompany(admin, eventId, { name: 'Ospiti' });
  });
  afterAll(() => t?.close());

  it('makes racks of numbered hangers (twice the same rack adds only what is missing); bad racks get per-field messages', async () => {
    expect((await admin.post(url('/rack')).send({ rack: 'a', from: 1, to: 3 }).expect(201)).body).toEqual({ created: 3 });
    expect((await admin.post(url('/rack')).send({ rack: 'A', from: 1, to: 5 }).expect(201)).body).toEqual({ created: 2 });
    const bad = await admin.post(url('/rack')).send({ rack: 'a b', from: 5, to: 2 });
    expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([422, ['rack', 'to']]);
    await admin.post(url('/rack')).send({ rack: 'Z', from: 1, to: 5000 }).expect(422);
    const list = (await admin.get(`${url()}?sort=["number","ASC"]`).expect(200)).body as HangerDto[];
    expect(list.map((h) => h.label)).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5']);
  });

  it('gives the next free hanger on a deposit, a scanned tag when free, one per attendee; a return by pass or tag frees it', async () => {
    const [first, second] = [await guest(), await guest()];
    const got = await deposit({ code: first });
    expect(got).toMatchObject({ result: 'DONE', hanger: { label: 'A-1', holder: { type: 'ATTENDEE' } } });
    expect(await deposit({ code: first })).toMatchObject({ result: 'DENIED', reason: 'holds_one', hanger: { label: 'A-1' } });
    expect(await deposit({ code: second, hanger: 'a-1' })).toMatchObject({ result: 'DENIED', reason: 'hanger_taken' });
    expect(await deposit({ code: second, hanger: 'A-4' })).toMatchObject({ result: 'DONE', hanger: { label: 'A-4' } });
    expect(await deposit({ code: 'NOT-A-PASS' })).toMatchObject({ result: 'DENIED', reason: 'invalid_signature' });
    expect(((await admin.get(`${url()}?free=false`).expect(200)).body as HangerDto[]).map((h) => h.label).sort()).toEqual(['A-1', 'A-4']);
    expect((await admin.post(url('/return')).send({ code: first }).expect(200)).body).toMatchObject({
      result: 'DONE',
      hanger: { label: 'A-1' },
    });
    expect((await admin.post(url('/return')).send({ hanger: 'A-4' }).expect(200)).body).toMatchObject({ result: 'DONE' });
    expect((await admin.post(url('/return')).send({ hanger: 'A-4' }).expect(200)).body).toMatchObject({
      result: 'DENIED',
      reason: 'no_hanger',
    });
    const none = await admin.post(url('/return')).send({});
    expect([none.status, Object.keys(none.body.errors)]).toEqual([422, ['code']]);
    await admin.get(`${url()}?free=maybe`).expect(400);
  });

  it('gives 5 free hangers to 5 of 20 attendees depositing at once, never one twice; one tag for two at once goes to one', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => guest()));
    const answers = await Promise.all(codes.map((code) => admin.post(url('/deposit')).send({ code })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const done = answers.filter((r) => r.body.result === 'DONE');
    expect(done).toHaveLength(5);
    expect(new Set(done.map((r) => r.body.hanger.label)).size).toBe(5);
    expect(answers.filter((r) => r.body.reason === 'cloakroom_full')).toHaveLength(15);
    await admin.post(url('/return')).send({ hanger: 'A-2' }).expect(200);
    const [x, y] = [await guest(), await guest()];
    const race = await Promise.all([x, y].map((code) => admin.post(url('/deposit')).send({ code, hanger: 'A-2' })));
    expect(race.map((r) => r.body.result).sort()).toEqual(['DENIED', 'DONE']);
    const [{ n }] = await t.db.query('SELECT COUNT(*) AS n FROM hangers WHERE event_id = ? AND holder_attendee_id IS NOT NULL', [eventId]);
    expect(Number(n)).toBe(5);
  });

  it('is for ADMIN and SECRETARY at the desk; others are refused', async () => {
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    await secretary.get(url()).expect(200);
    expect((await secretary.post(url('/deposit')).send({ code: 'NOT-A-PASS' }).expect(200)).body.reason).toBe('invalid_signature');
    await secretary.post(url('/rack')).send({ rack: 'B', to: 2 }).expect(403);
    const user = (await userWithRole(t, admin, eventId, 'USER')).client;
    await user.get(url()).expect(403);
    await user.post(url('/deposit')).send({ code: 'x' }).expect(403);
  });

  it('writes a history row in the desk’s own transaction: one per hanger handed out or given back, none for a refusal or a failed write', async () => {
    const event = (await createEvent(admin)).id;
    const at = (path: string) => `/api/events/${event}/hangers${path}`;
    const cat = await createCategory(admin, event, 'Ospiti');
    const firm = await createCompany(admin, event, { name: 'Ospiti' });
    const pass = async (id: number) => ((await admin.get(`/api/events/${event}/attendees/${id}/pass`).expect(200)).body as PassDto).code;
    const [g1, g2] = [
      await createAttendee(admin, event, minimalAttendee(cat, firm)),
      await createAttendee(admin, event, minimalAttendee(cat, firm)),
    ];
    const [c1, c2] = [await pass(g1), await pass(g2)];
    await admin.post(at('/rack')).send({ rack: 'R', from: 1, to: 2 }).expect(201);
    const me = (await admin.get('/api/user').expect(200)).body.id as number;
    const history = async () =>
      (
        (await t.db.query(
          'SELECT m.kind, h.rack, h.number, m.attendee_id, m.user_id, m.hanger_id FROM cloakroom_moves m LEFT JOIN hangers h ON h.id = m.hanger_id WHERE m.event_id = ? ORDER BY m.id',
          [event],
        )) as { kind: string; number: number | null; attendee_id: number; user_id: number | null; hanger_id: number | null }[]
      ).map((r) => [
        r.kind,
        r.number === null ? null : Number(r.number),
        Number(r.attendee_id),
        r.user_id === null ? null : Number(r.user_id),
      ]);
    const post = async (path: string, body: object) => (await admin.post(at(path)).send(body).expect(200)).body as HangerActionDto;

    expect(await post('/deposit', { code: c1 })).toMatchObject({ result: 'DONE', hanger: { label: 'R-1' } });
    expect(await history()).toEqual([['DEPOSIT', 1, g1, me]]);
    // Refusals write nothing: the attendee holds one already; the hanger asked for is taken.
    expect(await post('/deposit', { code: c1 })).toMatchObject({ reason: 'holds_one' });
    expect(await post('/deposit', { code: c2, hanger: 'R-1' })).toMatchObject({ reason: 'hanger_taken' });
    expect(await history()).toHaveLength(1);

    // The history's insert fails: the whole deposit is rolled back, the hanger stays free.
    const mysql = t.db.options.type !== 'better-sqlite3';
    await t.db.query(
      mysql
        ? "CREATE TRIGGER probe_history_refused BEFORE INSERT ON cloakroom_moves FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'history refused'"
        : "CREATE TRIGGER probe_history_refused BEFORE INSERT ON cloakroom_moves BEGIN SELECT RAISE(ABORT, 'history refused'); END",
    );
    try {
      await admin.post(at('/deposit')).send({ code: c2 }).expect(500);
    } finally {
      await t.db.query('DROP TRIGGER probe_history_refused');
    }
    const [{ n }] = await t.db.query('SELECT COUNT(*) AS n FROM hangers WHERE event_id = ? AND holder_attendee_id IS NOT NULL', [event]);
    expect(Number(n)).toBe(1);
    expect(await history()).toHaveLength(1);

    // A return writes one row; a second return of the same hanger is refused and writes none.
    expect(await post('/return', { code: c1 })).toMatchObject({ result: 'DONE', hanger: { label: 'R-1' } });
    expect(await post('/return', { hanger: 'R-1' })).toMatchObject({ result: 'DENIED', reason: 'no_hanger' });
    // A held hanger removed is given back in the history (its hanger then gone).
    const held = await post('/deposit', { code: c2, hanger: 'R-2' });
    await admin.delete(at(`/${held.hanger!.id}`)).expect(200);
    expect(await history()).toEqual([
      ['DEPOSIT', 1, g1, me],
      ['RETURN', 1, g1, me],
      ['DEPOSIT', null, g2, me],
      ['RETURN', null, g2, me],
    ]);
  });
});
