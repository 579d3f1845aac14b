import type { PassDto, TotemCheckinDto, TotemDto } from '@eventdesk/shared';
import { Attendee } from '../src/registration/attendees/attendee.entity';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import { codeIn, lastMailId, mailsTo, uniqueEmail } from './myarea/myarea-fixtures';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { expectDocumented } from './support/documented-response';
import { startTestApp, type TestApp } from './support/test-app';

/** Self check-in kiosks (issue 14): ADMIN defines them; a pass or an e-mailed code checks in and prints once; maintenance. */
describe('totems', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let zone: number;
  let category: number;
  let company: number;
  let seq = 0;
  const url = (path = '') => `/api/events/${eventId}/totems${path}`;
  const person = async (extra: object = {}) => {
    const id = await createAttendee(admin, eventId, { ...minimalAttendee(category, company), email: uniqueEmail('totem'), ...extra });
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: id, zone_id: zone }).expect(201).expect(expectDocumented);
    return id;
  };
  const codeOf = async (id: number) =>
    ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200).expect(expectDocumented)).body as PassDto).code;
  const totem = async (body: object) =>
    (
      await admin
        .post(url())
        .send({ zone_id: zone, name: `Totem ${++seq}`, ...body })
        .expect(201)
        .expect(expectDocumented)
    ).body as TotemDto;
  const checkin = async (id: number, body: object) =>
    (
      await admin
        .post(url(`/${id}/checkin`))
        .send({ nonce: `k${++seq}`, ...body })
        .expect(200)
        .expect(expectDocumented)
    ).body as TotemCheckinDto;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    zone = (
      await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Ingresso', code: 'INGRESSO' }).expect(201).expect(expectDocumented)
    ).body.id;
    category = await createCategory(admin, eventId, 'Ospiti');
    company = await createCompany(admin, eventId, { name: 'Ospiti' });
  });
  afterAll(() => t?.close());

  it('is defined by ADMIN with its zone and mode; bad bodies get per-field messages; others are refused', async () => {
    const kiosk = await totem({ name: 'Hall A', mode: 'CHECKIN' });
    expect(kiosk).toMatchObject({ name: 'Hall A', zone_id: zone, mode: 'CHECKIN', active: true, online: false, error_count: 0 });
    await admin.post(url()).send({ name: 'Hall A', zone_id: zone }).expect(422);
    const bad = await admin.post(url()).send({ name: '', zone_id: 999_999, mode: 'DANCE', active: 'yes' });
    expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([422, ['active', 'mode', 'name']]);
    const other = await admin.post(url()).send({ name: 'Altrove', zone_id: 999_999 });
    expect([other.status, Object.keys(other.body.errors)]).toEqual([422, ['zone_id']]);
    // A partial PUT (react-admin's updateMany) keeps the rest.
    expect(
      (
        await admin
          .put(url(`/${kiosk.id}`))
          .send({ mode: 'BOTH' })
          .expect(200)
          .expect(expectDocumented)
      ).body,
    ).toMatchObject({ name: 'Hall A', mode: 'BOTH' });
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    await secretary.get(url()).expect(403);
    await secretary
      .post(url(`/${kiosk.id}/checkin`))
      .send({ code: 'x', nonce: 'n' })
      .expect(403);
  });

  it('welcomes an attendee who types the code printed under the QR (issue 29 item 5), and refuses what the pass would be refused', async () => {
    const kiosk = await totem({ mode: 'CHECKIN' });
    const guest = await person({ first_name: 'Ada', last_name: 'Neri' });
    const pass = (await admin.get(`/api/events/${eventId}/attendees/${guest}/pass`).expect(200).expect(expectDocumented)).body as PassDto;
    expect(pass.short_code).toMatch(/^[0-9A-Z]{8}$/);
    expect(await checkin(kiosk.id, { code: ` ${pass.short_code.toLowerCase()} ` })).toMatchObject({
      result: 'WELCOME',
      checked_in: true,
      holder: { id: guest },
      name: 'Ada Neri',
    });
    const waiting = await person({ pending: true });
    const waitingCode = ((await admin.get(`/api/events/${eventId}/attendees/${waiting}/pass`).expect(200)).body as PassDto).short_code;
    expect(await checkin(kiosk.id, { code: waitingCode })).toMatchObject({ result: 'DENIED', reason: 'pending' });
    expect(await checkin(kiosk.id, { code: 'ZZZZ9999' })).toMatchObject({ result: 'DENIED', reason: 'invalid_signature' });
  });

  it('checks in and records the badge print once, by pass; a second visit is welcomed without a second print', async () => {
    const kiosk = await totem({ mode: 'BOTH' });
    const guest = await person({ first_name: 'Laura', last_name: 'De Ferrari' });
    const code = await codeOf(guest);
    const first = await checkin(kiosk.id, { code });
    expect(first).toMatchObject({ result: 'WELCOME', reason: null, checked_in: true, printed: true, holder: { id: guest } });
    // The welcome's name: first name then last name (the gate's card reads last name first; issue 29 item 9).
    expect(first).toMatchObject({ name: 'Laura De Ferrari', holder: { label: 'De Ferrari Laura' } });
    const again = await checkin(kiosk.id, { code });
    expect(again).toMatchObject({ result: 'WELCOME', checked_in: true, printed: false });
    const scans = await t.db.query('SELECT direction, result, reason FROM scans WHERE event_id = ? AND device_id = ? ORDER BY id', [
      eventId,
      `totem-${kiosk.id}`,
    ]);
    expect(scans.map((s: { direction: string; result: string; reason: string | null }) => [s.direction, s.result, s.reason])).toEqual([
      ['IN', 'ADMITTED', null],
      ['PRINT', 'ADMITTED', null],
      ['IN', 'DENIED', 'already_inside'],
      ['PRINT', 'DENIED', 'already_printed'],
    ]);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM pass_prints WHERE holder_id = ?', [guest]))[0].n)).toBe(1);
    // The printed badge is a delivered one: the attendee says so, and the dashboard counts it (issue 29 item 17).
    const delivered = (await admin.get(`/api/events/${eventId}/attendees/${guest}`).expect(200)).body;
    expect(delivered.badge_delivered).toBe(true);
    expect(Date.parse(delivered.badge_delivered_at)).not.toBeNaN();
    expect((await admin.get(`/api/events/${eventId}/stats`).expect(200)).body.totals.badges_delivered).toBe(1);
    // Refused: a forged code, someone pending, a kiosk switched off.
    expect(await checkin(kiosk.id, { code: 'NOT-A-PASS' })).toMatchObject({ result: 'DENIED', reason: 'invalid_signature' });
    const waiting = await person({ pending: true });
    expect(await checkin(kiosk.id, { code: await codeOf(waiting) })).toMatchObject({ result: 'DENIED', reason: 'pending', printed: null });
    await admin
      .put(url(`/${kiosk.id}`))
      .send({ active: false })
      .expect(200)
      .expect(expectDocumented);
    await admin
      .post(url(`/${kiosk.id}/checkin`))
      .send({ code, nonce: 'off' })
      .expect(422);
  });

  it('checks in by e-mail and the code mailed to it; a wrong code is refused and the tries are counted', async () => {
    const kiosk = await totem({ mode: 'CHECKIN' });
    const guest = await person();
    const email = (await t.db.getRepository(Attendee).findOneByOrFail({ id: guest })).email!;
    const after = await lastMailId(t);
    await admin
      .post(url(`/${kiosk.id}/code`))
      .send({ email })
      .expect(202);
    await admin
      .post(url(`/${kiosk.id}/code`))
      .send({ email: 'nessuno@example.test' })
      .expect(202);
    const [mail] = await mailsTo(t, email, after);
    expect(await checkin(kiosk.id, { email, otp: '000000' === codeIn(mail) ? '111111' : '000000' })).toMatchObject({
      result: 'DENIED',
      reason: 'invalid_code',
    });
    expect(await checkin(kiosk.id, { email, otp: codeIn(mail) })).toMatchObject({
      result: 'WELCOME',
      checked_in: true,
      printed: null,
      holder: { id: guest },
    });
    const bad = await admin.post(url(`/${kiosk.id}/checkin`)).send({ email, nonce: 'x' });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['otp']]);
    const none = await admin.post(url(`/${kiosk.id}/checkin`)).send({ nonce: 'x' });
    expect([none.status, Object.keys(none.body.errors)]).toEqual([422, ['code']]);
  });

  it('keeps each kiosk’s heartbeat, last scan and errors for maintenance; a reset clears them and tells the kiosk', async () => {
    const kiosk = await totem({ mode: 'PRINT' });
    const beat = (
      await admin
        .post(url(`/${kiosk.id}/heartbeat`))
        .send({})
        .expect(200)
        .expect(expectDocumented)
    ).body as TotemDto;
    expect(beat).toMatchObject({ online: true, error_count: 0, reset_at: null });
    await admin
      .post(url(`/${kiosk.id}/heartbeat`))
      .send({ error: 'Stampante senza carta' })
      .expect(200)
      .expect(expectDocumented);
    await admin
      .post(url(`/${kiosk.id}/heartbeat`))
      .send({ error: 'Stampante senza carta' })
      .expect(200)
      .expect(expectDocumented);
    await checkin(kiosk.id, { code: await codeOf(await person()) });
    const shown = (
      await admin
        .get(url(`/${kiosk.id}`))
        .expect(200)
        .expect(expectDocumented)
    ).body as TotemDto;
    expect(shown).toMatchObject({ error_count: 2, last_error: 'Stampante senza carta' });
    expect(shown.last_scan_at).not.toBeNull();
    const reset = (
      await admin
        .post(url(`/${kiosk.id}/reset`))
        .expect(200)
        .expect(expectDocumented)
    ).body as TotemDto;
    expect(reset).toMatchObject({ error_count: 0, last_error: null });
    expect(reset.reset_at).not.toBeNull();
    const list = (await admin.get(url()).expect(200).expect(expectDocumented)).body as TotemDto[];
    expect(list.map((k) => k.id)).toContain(kiosk.id);
  });
});
