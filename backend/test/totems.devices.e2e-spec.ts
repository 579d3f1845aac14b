import type { PassDto, TotemDeviceDto, TotemDto } from '@eventdesk/shared';
import request from 'supertest';
import { TotemKey } from '../src/platform/auth/totem-key.entity';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import { uniqueEmail } from './myarea/myarea-fixtures';
import type { ApiClient } from './support/api-client';
import { deviceClient, pairedToken, pairingCode, redeemPairing } from './support/device-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Paired kiosks (issue 26 item 4): an ADMIN makes a one-time pairing code, the kiosk redeems it for a
 * device credential that does only what its totem does, for its event, until revoked.
 */
describe('totems: paired kiosks', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let zone: number;
  let category: number;
  let company: number;
  let seq = 0;
  const url = (path = '', event = eventId) => `/api/events/${event}/totems${path}`;
  const totem = async (event = eventId, zoneId = zone) =>
    (
      await admin
        .post(url('', event))
        .send({ zone_id: zoneId, name: `Totem ${++seq}` })
        .expect(201)
    ).body as TotemDto;
  const pairing = (id: number, event = eventId) => pairingCode(admin, event, id);
  /** A kiosk without any session: only its credential. */
  const redeem = (code: string) => redeemPairing(t, code);
  const paired = (id: number, event = eventId) => pairedToken(t, admin, event, id);
  const as = (token: string) => deviceClient(t, token);
  const pass = async () => {
    const id = await createAttendee(admin, eventId, { ...minimalAttendee(category, company), email: uniqueEmail('kiosk') });
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: id, zone_id: zone }).expect(201);
    return { id, code: ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200)).body as PassDto).code };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    otherEventId = (await createEvent(admin)).id;
    zone = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Ingresso', code: 'INGRESSO' }).expect(201)).body.id;
    category = await createCategory(admin, eventId, 'Ospiti');
    company = await createCompany(admin, eventId, { name: 'Ospiti' });
  });
  afterAll(() => t?.close());

  it('an ADMIN makes a ten-minute pairing code, stored hashed; a kiosk redeems it once for a credential of that totem', async () => {
    const kiosk = await totem();
    const code = await pairing(kiosk.id);
    expect(code.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(code.url).toMatch(new RegExp(`/#/kiosk\\?code=${code.code}$`));
    expect(code.qr_svg).toMatch(/^<svg/);
    const ttl = Date.parse(code.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    // Typed in lower case, without the dash: the same code.
    const first = await redeem(code.code.replace('-', '').toLowerCase());
    expect(first.status).toBe(201);
    const device = first.body as TotemDeviceDto;
    expect(device).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), event_id: eventId, totem_id: kiosk.id });
    const again = await redeem(code.code);
    expect([again.status, Object.keys(again.body.errors)]).toEqual([422, ['code']]);
    // Neither the code nor the credential is stored as it is.
    const stored = await t.db.getRepository(TotemKey).findBy({ totemId: kiosk.id });
    expect(stored.map((k) => k.kind)).toEqual(['DEVICE']);
    expect(stored[0].keyHash).not.toContain(device.token);
    // A new code replaces the one not yet used.
    const old = await pairing(kiosk.id);
    const current = await pairing(kiosk.id);
    expect((await redeem(current.code)).status).toBe(201);
    expect((await redeem(old.code)).status).toBe(422);
    // Audited: who made each code, each pairing (no user: the kiosk) and each wrong code.
    const audit = await t.db.query('SELECT action, user_id FROM audit_logs WHERE target_type = ? AND target_id = ? ORDER BY id', [
      'totem',
      kiosk.id,
    ]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'totem_pairing_created',
      'totem_paired',
      'totem_pairing_created',
      'totem_pairing_created',
      'totem_paired',
    ]);
    expect(audit[1].user_id).toBeNull();
  });

  it('refuses a pairing code past its ten minutes, and malformed ones with a message under the field', async () => {
    const kiosk = await totem();
    const code = await pairing(kiosk.id);
    await t.db.getRepository(TotemKey).update({ totemId: kiosk.id, kind: 'PAIRING' }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await redeem(code.code);
    expect([late.status, Object.keys(late.body.errors)]).toEqual([422, ['code']]);
    const client = t.client();
    await client.csrf();
    client.lang = 'en';
    for (const body of [{}, { code: '' }, { code: 'ÀÈ!' }, { code: 42 }, { code: 'A'.repeat(40) }]) {
      const bad = await client.post('/api/totem-devices').send(body);
      expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([422, ['code']]);
      expect(bad.body.errors.code[0]).toEqual(expect.any(String));
    }
  });

  it('the credential checks in, beats and reads its kiosk page for its own totem, with no session and no anti-forgery token', async () => {
    const kiosk = await totem();
    const device = as(await paired(kiosk.id));
    const start = await device.get(url(`/${kiosk.id}/kiosk`)).expect(200);
    expect(start.body).toMatchObject({ totem: { id: kiosk.id, zone_id: zone }, event: { id: eventId, name: expect.any(String) } });
    const beat = await device
      .post(url(`/${kiosk.id}/heartbeat`))
      .send({ error: 'paper jam' })
      .expect(200);
    expect(beat.body).toMatchObject({ id: kiosk.id, online: true, last_error: 'paper jam' });
    const guest = await pass();
    const welcome = await device
      .post(url(`/${kiosk.id}/checkin`))
      .send({ code: guest.code, nonce: 'device-1' })
      .expect(200);
    expect(welcome.body).toMatchObject({ result: 'WELCOME', checked_in: true, printed: true, holder: { id: guest.id } });
    await device
      .post(url(`/${kiosk.id}/code`))
      .send({ email: 'nessuno@example.test' })
      .expect(202);
    // The log names the kiosk as the device and no account as the user.
    const scans = await t.db.query('SELECT user_id FROM scans WHERE device_id = ?', [`totem-${kiosk.id}`]);
    expect(scans.map((s: { user_id: number | null }) => s.user_id)).toEqual([null, null]);
    // Bad bodies: per-field messages, no 500.
    const bad = await device.post(url(`/${kiosk.id}/checkin`)).send({ nonce: 'x' });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['code']]);
  });

  it('a kiosk cannot open the staff API: its credential is refused everywhere but its totem’s own routes (it once ran on an ADMIN session)', async () => {
    const kiosk = await totem();
    const sibling = await totem();
    const elsewhere = await totem(
      otherEventId,
      (await admin.post(`/api/events/${otherEventId}/zones`).send({ name_it: 'Altrove', code: 'ALTROVE' }).expect(201)).body.id,
    );
    const token = await paired(kiosk.id);
    const device = as(token);
    const refused = [
      device.get('/api/user'),
      device.get('/api/events'),
      device.get(`/api/events/${eventId}`),
      device.get(`/api/events/${eventId}/attendees`),
      device.get(url()),
      device.get(url(`/${kiosk.id}`)),
      device.put(url(`/${kiosk.id}`)).send({ mode: 'PRINT' }),
      device.delete(url(`/${kiosk.id}`)),
      device.post(url(`/${kiosk.id}/reset`)),
      device.post(url(`/${kiosk.id}/pairing`)),
      device.delete(url(`/${kiosk.id}/devices`)),
      device.post(url(`/${sibling.id}/heartbeat`)).send({}),
      device.post(url(`/${sibling.id}/checkin`)).send({ code: 'x', nonce: 'n1' }),
      device.get(url(`/${elsewhere.id}/kiosk`, otherEventId)),
      device.post(url(`/${elsewhere.id}/checkin`, otherEventId)).send({ code: 'x', nonce: 'n2' }),
      device.post(`/api/events/${eventId}/scans`).send({ code: 'x', zone_id: zone, direction: 'IN', device_id: 'd', nonce: 'n3' }),
      // Even a public route: a request with a credential is that kiosk's, or nothing.
      device.get('/api/health'),
    ];
    const statuses = (await Promise.all(refused)).map((res) => res.status);
    expect(statuses).toEqual(refused.map(() => 403));
    // An ADMIN's session cookie beside the credential changes nothing: the credential is the identity.
    const both = await admin.get(`/api/events/${eventId}/attendees`).set('Authorization', `Bearer ${token}`);
    expect(both.status).toBe(403);
    // Unknown or malformed credentials: 401, as for no session.
    await as('x'.repeat(43))
      .get(url(`/${kiosk.id}/kiosk`))
      .expect(401);
    await as('not a token')
      .post(url(`/${kiosk.id}/heartbeat`))
      .send({})
      .expect(401);
    // A state-changing call with neither credential nor anti-forgery token is still a 419.
    await request(t.app.getHttpServer())
      .post(url(`/${kiosk.id}/heartbeat`))
      .send({})
      .expect(419);
  });

  it('revoking from the totems list stops the kiosk at its next request; deleting the totem does too', async () => {
    const kiosk = await totem();
    const device = as(await paired(kiosk.id));
    const spare = as(await paired(kiosk.id));
    await device
      .post(url(`/${kiosk.id}/heartbeat`))
      .send({})
      .expect(200);
    expect((await admin.delete(url(`/${kiosk.id}/devices`)).expect(200)).body).toEqual({ revoked: 2 });
    const [unpaired] = await t.db.query('SELECT details FROM audit_logs WHERE action = ? AND target_id = ?', ['totem_unpaired', kiosk.id]);
    expect(JSON.parse(unpaired.details)).toEqual({ event_id: eventId, revoked: 2 });
    await device
      .post(url(`/${kiosk.id}/heartbeat`))
      .send({})
      .expect(401);
    await spare.get(url(`/${kiosk.id}/kiosk`)).expect(401);
    // Paired again, then the totem is deleted.
    const again = as(await paired(kiosk.id));
    await again.get(url(`/${kiosk.id}/kiosk`)).expect(200);
    await admin.delete(url(`/${kiosk.id}`)).expect(200);
    await again.get(url(`/${kiosk.id}/kiosk`)).expect(401);
    expect(await t.db.getRepository(TotemKey).countBy({ totemId: kiosk.id })).toBe(0);
  });

  it('only who may change the totem pairs and revokes; a SECRETARY does neither', async () => {
    const kiosk = await totem();
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    await secretary.post(url(`/${kiosk.id}/pairing`)).expect(403);
    await secretary.delete(url(`/${kiosk.id}/devices`)).expect(403);
    await admin.post(url('/999999/pairing')).expect(404);
  });

  it('throttles wrong pairing codes per address (429 with Retry-After)', async () => {
    let res: request.Response | null = null;
    for (let i = 0; i < 7; i++) {
      res = await redeem('WRONGCODE0');
      if (res.status === 429) break;
      expect(res.status).toBe(422);
    }
    expect(res!.status).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
