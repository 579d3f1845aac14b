import type {
  OfflineListDto,
  PassDto,
  ScanDto,
  ScanSyncDto,
  TotemDeviceDto,
  TotemDto,
  TotemKioskDto,
} from '@eventdesk/shared';
import request from 'supertest';
import { TotemKey } from '../src/platform/auth/totem-key.entity';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import { uniqueEmail } from './myarea/myarea-fixtures';
import type { ApiClient } from './support/api-client';
import { deviceClient, pairedToken, pairingCode, redeemPairing } from './support/device-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Gate tablets (issue 29 item 8): a totem of mode GATE is paired as a kiosk is (issue 26 item 4) — a
 * one-time code, a device credential — and the credential runs quick mode at its zone: scans, the offline
 * list and the sync, its own start and heartbeat; nothing else. No staff account, no second factor.
 */
describe('gate devices: paired quick-mode tablets', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let zone: number;
  let otherZone: number;
  let category: number;
  let company: number;
  let seq = 0;
  const totems = (path = '', event = eventId) => `/api/events/${event}/totems${path}`;
  const scans = (path = '', event = eventId) => `/api/events/${event}/scans${path}`;
  const gate = async (extra: Record<string, unknown> = {}) =>
    (
      await admin
        .post(totems())
        .send({ zone_id: zone, name: `Varco ${++seq}`, mode: 'GATE', ...extra })
        .expect(201)
    ).body as TotemDto;
  const pairing = (id: number) => pairingCode(admin, eventId, id);
  /** A tablet without any session: only its credential. */
  const redeem = (code: string) => redeemPairing(t, code);
  const paired = (id: number) => pairedToken(t, admin, eventId, id);
  const as = (token: string) => deviceClient(t, token);
  const pass = async () => {
    const id = await createAttendee(admin, eventId, { ...minimalAttendee(category, company), email: uniqueEmail('gate') });
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: id, zone_id: zone }).expect(201);
    return { id, code: ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200)).body as PassDto).code };
  };
  const scanBody = (code: string, nonce: string, zoneId = zone) => ({
    code,
    zone_id: zoneId,
    direction: 'IN',
    device_id: 'qm-tablet',
    nonce,
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    otherEventId = (await createEvent(admin)).id;
    zone = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Ingresso', code: 'INGRESSO' }).expect(201)).body.id;
    otherZone = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Palco', code: 'PALCO' }).expect(201)).body.id;
    category = await createCategory(admin, eventId, 'Ospiti');
    company = await createCompany(admin, eventId, { name: 'Ospiti' });
  });
  afterAll(() => t?.close());

  it('an ADMIN adds a gate device and makes a ten-minute pairing code for quick mode; the tablet redeems it once', async () => {
    const device = await gate();
    expect(device).toMatchObject({ mode: 'GATE', zone_id: zone, active: true });
    const code = await pairing(device.id);
    expect(code.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // The QR opens quick mode's pairing page, not the kiosk's.
    expect(code.url).toMatch(new RegExp(`/#/gate\\?code=${code.code}$`));
    expect(code.qr_svg).toMatch(/^<svg/);
    const ttl = Date.parse(code.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    const first = await redeem(code.code);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), event_id: eventId, totem_id: device.id });
    // Single use.
    const again = await redeem(code.code);
    expect([again.status, Object.keys(again.body.errors)]).toEqual([422, ['code']]);
    const stored = await t.db.getRepository(TotemKey).findBy({ totemId: device.id });
    expect(stored.map((k) => k.kind)).toEqual(['DEVICE']);
    expect(stored[0].keyHash).not.toContain((first.body as TotemDeviceDto).token);
    // The tablet's start: its device (name, zone, mode) and the event.
    const start = (
      await as((first.body as TotemDeviceDto).token)
        .get(totems(`/${device.id}/kiosk`))
        .expect(200)
    ).body as TotemKioskDto;
    expect(start).toMatchObject({ totem: { id: device.id, mode: 'GATE', zone_id: zone, name: device.name }, event: { id: eventId } });
  });

  it('refuses a pairing code past its ten minutes', async () => {
    const device = await gate();
    const code = await pairing(device.id);
    await t.db.getRepository(TotemKey).update({ totemId: device.id, kind: 'PAIRING' }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await redeem(code.code);
    expect([late.status, Object.keys(late.body.errors)]).toEqual([422, ['code']]);
    expect(await t.db.getRepository(TotemKey).countBy({ totemId: device.id, kind: 'DEVICE' })).toBe(0);
  });

  it('scans at its zone with no session and no anti-forgery token, logged under the device and its name', async () => {
    const device = await gate({ name: 'Varco Nord' });
    const tablet = as(await paired(device.id));
    const guest = await pass();
    const admitted = await tablet.post(scans()).send(scanBody(guest.code, 'n-1')).expect(201);
    expect(admitted.body).toMatchObject({
      result: 'ADMITTED',
      holder: { id: guest.id },
      device_id: `totem-${device.id}`,
      user_id: null,
      operator: 'Varco Nord',
    });
    // The same nonce again answers the first scan (a retry), counting nothing twice.
    const retry = await tablet.post(scans()).send(scanBody(guest.code, 'n-1')).expect(201);
    expect((retry.body as ScanDto).id).toBe((admitted.body as ScanDto).id);
    // The log the ADMIN reads names the device as who scanned; an ADMIN's own scan names the ADMIN.
    const mine = await admin
      .post(scans())
      .send({ ...scanBody(guest.code, 'n-admin'), direction: 'OUT' })
      .expect(201);
    expect((mine.body as ScanDto).operator).toEqual(expect.any(String));
    expect((mine.body as ScanDto).operator).not.toBe('Varco Nord');
    const log = await admin.get(
      `/api/events/${eventId}/access-controls?filter=${encodeURIComponent(JSON.stringify({ holder_id: guest.id }))}`,
    );
    expect(log.status).toBe(200);
    const byId = new Map((log.body as ScanDto[]).map((s) => [s.id, s]));
    expect(byId.get((admitted.body as ScanDto).id)).toMatchObject({
      operator: 'Varco Nord',
      user_id: null,
      device_id: `totem-${device.id}`,
    });
    expect(byId.get((mine.body as ScanDto).id)!.operator).toBe((mine.body as ScanDto).operator);
    // The offline list, and a queue decided offline synced, under the device too.
    const list = await tablet.get(scans('/offline-list?limit=5')).expect(200);
    expect((list.body as OfflineListDto).zones.map((z) => z.id)).toContain(zone);
    const synced = await tablet
      .post(scans('/sync'))
      .send({ scans: [{ ...scanBody(guest.code, 'n-off'), scanned_at: new Date().toISOString(), offline_result: 'ADMITTED' }] })
      .expect(200);
    expect((synced.body as ScanSyncDto).results).toHaveLength(1);
    const [row] = await t.db.query('SELECT device_id, user_id, offline FROM scans WHERE event_id = ? AND nonce = ?', [eventId, 'n-off']);
    expect([row.device_id, row.user_id, Number(row.offline)]).toEqual([`totem-${device.id}`, null, 1]);
    // Its heartbeat tells the maintenance page it is alive.
    const beat = await tablet
      .post(totems(`/${device.id}/heartbeat`))
      .send({})
      .expect(200);
    expect(beat.body).toMatchObject({ id: device.id, online: true });
    // Bad bodies: per-field messages, no 500.
    const bad = await tablet.post(scans()).send({ zone_id: zone });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['code', 'direction', 'device_id', 'nonce']));
  });

  it('the credential is refused everywhere else: other zones, other events, the log, the search, the kiosk routes, staff routes', async () => {
    const device = await gate();
    const sibling = await gate();
    const kiosk = (
      await admin
        .post(totems())
        .send({ zone_id: zone, name: `Totem ${++seq}` })
        .expect(201)
    ).body as TotemDto;
    const otherEventZone = (await admin.post(`/api/events/${otherEventId}/zones`).send({ name_it: 'Altrove', code: 'ALTROVE' }).expect(201))
      .body.id as number;
    const token = await paired(device.id);
    const tablet = as(token);
    const guest = await pass();
    const refused = [
      // Another zone of its event: a gate device scans where it stands.
      tablet.post(scans()).send(scanBody(guest.code, 'z-1', otherZone)),
      tablet.post(scans('/sync')).send({
        scans: [{ ...scanBody(guest.code, 'z-2', otherZone), scanned_at: new Date().toISOString(), offline_result: 'ADMITTED' }],
      }),
      // "Admit anyway" is a supervisor's, not a tablet's.
      tablet.post(scans()).send({ ...scanBody(guest.code, 'z-3'), override_note: 'conosco la persona' }),
      // Another event.
      tablet.post(scans('', otherEventId)).send(scanBody(guest.code, 'z-4', otherEventZone)),
      tablet.get(scans('/offline-list', otherEventId)),
      // What quick mode does not need.
      tablet.get(scans(`/check?attendee_id=${guest.id}`)),
      tablet.get(`/api/events/${eventId}/access-controls`),
      tablet.get(`/api/events/${eventId}/access-controls/occupancy`),
      tablet.get(`/api/events/${eventId}/attendees`),
      tablet.get(`/api/events/${eventId}/attendees/${guest.id}/pass`),
      tablet.get(`/api/events/${eventId}/services`),
      tablet.get(`/api/events/${eventId}`),
      tablet.get('/api/user'),
      tablet.get('/api/events'),
      // The totems' staff routes, a sibling's routes, and the kiosk's own routes.
      tablet.get(totems()),
      tablet.get(totems(`/${device.id}`)),
      tablet.put(totems(`/${device.id}`)).send({ zone_id: otherZone }),
      tablet.delete(totems(`/${device.id}`)),
      tablet.post(totems(`/${device.id}/pairing`)),
      tablet.delete(totems(`/${device.id}/devices`)),
      tablet.post(totems(`/${device.id}/checkin`)).send({ code: guest.code, nonce: 'k-1' }),
      tablet.post(totems(`/${device.id}/code`)).send({ email: 'x@example.test' }),
      tablet.get(totems(`/${sibling.id}/kiosk`)),
      tablet.post(totems(`/${sibling.id}/heartbeat`)).send({}),
      tablet.get(totems(`/${kiosk.id}/kiosk`)),
      tablet.get('/api/health'),
    ];
    const statuses = (await Promise.all(refused)).map((res) => res.status);
    expect(statuses).toEqual(refused.map(() => 403));
    // Nothing of the refused scans was logged.
    const [{ n }] = await t.db.query('SELECT COUNT(*) AS n FROM scans WHERE event_id = ? AND device_id = ?', [
      eventId,
      `totem-${device.id}`,
    ]);
    expect(Number(n)).toBe(0);
    // An ADMIN's session beside the credential changes nothing: the credential is the identity.
    const both = await admin.get(`/api/events/${eventId}/attendees`).set('Authorization', `Bearer ${token}`);
    expect(both.status).toBe(403);
    // A kiosk's credential does not scan at the gate (its routes are the kiosk's).
    const kioskToken = as(await paired(kiosk.id));
    await kioskToken.post(scans()).send(scanBody(guest.code, 'z-5')).expect(403);
    await kioskToken.get(scans('/offline-list')).expect(403);
    // A scan with neither credential nor anti-forgery token is still a 419.
    await request(t.app.getHttpServer()).post(scans()).send(scanBody(guest.code, 'z-6')).expect(419);
  });

  it('unpairing, deleting the device, switching it off or making it a kiosk stops the tablet at its next request', async () => {
    const guest = await pass();
    const device = await gate();
    const tablet = as(await paired(device.id));
    const spare = as(await paired(device.id));
    await tablet.post(scans()).send(scanBody(guest.code, 'r-1')).expect(201);
    expect((await admin.delete(totems(`/${device.id}/devices`)).expect(200)).body).toEqual({ revoked: 2 });
    await tablet.post(scans()).send(scanBody(guest.code, 'r-2')).expect(401);
    await spare.get(scans('/offline-list')).expect(401);

    // Switched off: an online scan is refused under the device, its offline queue is still taken.
    const again = as(await paired(device.id));
    await admin
      .put(totems(`/${device.id}`))
      .send({ active: false })
      .expect(200);
    const off = await again.post(scans()).send(scanBody(guest.code, 'r-3'));
    expect([off.status, Object.keys(off.body.errors)]).toEqual([422, ['totem']]);
    await again
      .post(scans('/sync'))
      .send({
        scans: [{ ...scanBody(guest.code, 'r-4'), direction: 'OUT', scanned_at: new Date().toISOString(), offline_result: 'ADMITTED' }],
      })
      .expect(200);
    // Moved to another zone: it scans there at once, and no longer at the old one.
    await admin
      .put(totems(`/${device.id}`))
      .send({ active: true, zone_id: otherZone })
      .expect(200);
    await again.post(scans()).send(scanBody(guest.code, 'r-5')).expect(403);
    // Made a kiosk: the gate's routes refuse it at once.
    await admin
      .put(totems(`/${device.id}`))
      .send({ mode: 'BOTH', zone_id: zone })
      .expect(200);
    await again.get(scans('/offline-list')).expect(403);
    await admin
      .put(totems(`/${device.id}`))
      .send({ mode: 'GATE' })
      .expect(200);
    await again.get(scans('/offline-list?limit=1')).expect(200);
    // Deleted.
    await admin.delete(totems(`/${device.id}`)).expect(200);
    await again.get(scans('/offline-list')).expect(401);
    expect(await t.db.getRepository(TotemKey).countBy({ totemId: device.id })).toBe(0);
  });

  it('only who may change the device pairs it; a SECRETARY scans on a staff session as before', async () => {
    const device = await gate();
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    await secretary.post(totems(`/${device.id}/pairing`)).expect(403);
    await secretary.post(totems()).send({ zone_id: zone, name: 'Varco abusivo', mode: 'GATE' }).expect(403);
    const guest = await pass();
    const scan = await secretary.post(scans()).send(scanBody(guest.code, 's-1')).expect(201);
    expect(scan.body).toMatchObject({ device_id: 'qm-tablet', user_id: expect.any(Number), operator: expect.any(String) });
  });
});
