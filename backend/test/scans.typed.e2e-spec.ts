import type { PassDto, ScanDirection, ScanDto, ScanSyncDto, ServiceConsumeDto } from '@eventdesk/shared';
import type { ApiClient } from './support/api-client';
import { expectDocumented } from './support/documented-response';
import { createEvent } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/**
 * A code typed by hand (issue 29 item 5): the attendee's 8-character code or a vehicle's plate, printed
 * under the QR, stands online for the holder's current pass — the gate decides and refuses it as a scan
 * of the pass; offline it stands for nobody.
 */
describe('scans of a code typed by hand', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let category: number;
  let company: number;
  const zones: Record<string, number> = {};
  let seq = 0;
  const at = (path: string) => `/api/events/${eventId}${path}`;
  const passOf = async (path: string) => (await admin.get(at(`/${path}/pass`)).expect(200).expect(expectDocumented)).body as PassDto;
  const person = (last: string, extra: object = {}) =>
    createAttendee(admin, eventId, { ...minimalAttendee(category, company), last_name: last, ...extra });
  const grant = (holder: object, zone: string) =>
    admin
      .post(at('/access-rights'))
      .send({ ...holder, zone_id: zones[zone] })
      .expect(201);
  const scan = async (code: string, zone: string, direction: ScanDirection = 'IN') =>
    (
      await admin
        .post(at('/scans'))
        .send({ code, zone_id: zones[zone], direction, device_id: 'desk-1', nonce: `t${++seq}` })
        .expect(201)
        .expect(expectDocumented)
    ).body as ScanDto;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Ospiti');
    company = await createCompany(admin, eventId, { name: 'Officina' });
    for (const code of ['HALL', 'PARK', 'VIP'])
      zones[code] = (await admin.post(at('/zones')).send({ name_it: code, code }).expect(201)).body.id as number;
  });
  afterAll(() => t?.close());

  it('admits by the attendee code and by the plate as by the pass, and anti-passback holds across both', async () => {
    const guest = await person('Rossi');
    await grant({ attendee_id: guest }, 'HALL');
    const pass = await passOf(`attendees/${guest}`);
    const typed = await scan(pass.short_code.toLowerCase(), 'HALL');
    expect(typed).toMatchObject({ result: 'ADMITTED', reason: null, holder: { type: 'ATTENDEE', id: guest } });
    // The same person, by the QR now: already inside (the typed entry counted).
    expect(await scan(pass.code, 'HALL')).toMatchObject({ result: 'DENIED', reason: 'already_inside', holder: { id: guest } });
    expect(await scan(pass.short_code, 'HALL', 'OUT')).toMatchObject({ result: 'ADMITTED', direction: 'OUT' });

    const van = (await admin.post(at('/vehicles')).send({ plate: 'TY123PE', type: 'VAN', event_company_id: company }).expect(201)).body
      .id as number;
    await grant({ vehicle_id: van }, 'PARK');
    expect((await passOf(`vehicles/${van}`)).short_code).toBe('TY123PE');
    expect(await scan('ty 123-pe', 'PARK')).toMatchObject({ result: 'ADMITTED', holder: { type: 'VEHICLE', id: van } });
  });

  it('refuses a typed code for the same reason as the pass, and an unknown one as a bad code', async () => {
    const stranger = await person('Bianchi');
    const waiting = await person('Verdi', { pending: true });
    await grant({ attendee_id: waiting }, 'VIP');
    for (const who of [stranger, waiting]) {
      const pass = await passOf(`attendees/${who}`);
      const byPass = await scan(pass.code, 'VIP');
      const byHand = await scan(pass.short_code, 'VIP');
      expect(byHand.result).toBe('DENIED');
      expect([byHand.reason, byHand.holder?.id]).toEqual([byPass.reason, who]);
    }
    expect((await scan((await passOf(`attendees/${stranger}`)).short_code, 'VIP')).reason).toBe('no_right');
    for (const code of ['QQQQ0000', 'XX000XX', 'not a code!'])
      expect(await scan(code, 'HALL')).toMatchObject({ result: 'DENIED', reason: 'invalid_signature', holder: null });
    // A reissued pass revokes the QR, not the hand code: it names the holder, whose current pass it stands for.
    const guest = await person('Neri');
    await grant({ attendee_id: guest }, 'VIP');
    const old = await passOf(`attendees/${guest}`);
    await admin.post(at(`/attendees/${guest}/pass/reissue`)).expect(200);
    expect((await scan(old.code, 'VIP')).reason).toBe('revoked');
    expect(await scan(old.short_code, 'VIP')).toMatchObject({ result: 'ADMITTED', holder: { id: guest } });
  });

  it('stands for nobody offline: a queued admission of a typed code is a conflict, never a holder inside', async () => {
    const guest = await person('Galli');
    await grant({ attendee_id: guest }, 'PARK');
    const { short_code } = await passOf(`attendees/${guest}`);
    const synced = (
      await admin
        .post(at('/scans/sync'))
        .send({
          scans: [
            {
              code: short_code,
              zone_id: zones.PARK,
              direction: 'IN',
              device_id: 'tablet-9',
              nonce: 'off-1',
              scanned_at: new Date().toISOString(),
              offline_result: 'ADMITTED',
            },
          ],
        })
        .expect(200)
    ).body as ScanSyncDto;
    expect(synced.results[0]).toMatchObject({ result: 'ADMITTED', conflict: 'invalid_signature' });
    const [row] = await t.db.query('SELECT holder_id FROM scans WHERE event_id = ? AND nonce = ?', [eventId, 'off-1']);
    expect(row.holder_id).toBeNull();
  });

  it('takes a service by the typed attendee code, as by the pass', async () => {
    const guest = await person('Conti');
    const lunch = (await admin.post(at('/services')).send({ name_it: 'Pranzo', limit_per_attendee: 1 }).expect(201)).body.id as number;
    const consume = async (code: string, nonce: string) =>
      (await admin.post(at(`/services/${lunch}/consume`)).send({ code, device_id: 'desk-2', nonce }).expect(200)).body as ServiceConsumeDto;
    const { short_code } = await passOf(`attendees/${guest}`);
    expect(await consume(short_code, 's1')).toMatchObject({ result: 'CONSUMED', used: 1, limit: 1 });
    expect(await consume(short_code, 's2')).toMatchObject({ result: 'DENIED', reason: 'limit_reached' });
    expect(await consume('QQQQ0000', 's3')).toMatchObject({ result: 'DENIED', reason: 'invalid_signature', used: null });
  });
});
