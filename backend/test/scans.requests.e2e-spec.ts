import { t as message, type PassDto, type ScanDto } from '@eventdesk/shared';
import request from 'supertest';
import { SessionRecord } from '../src/platform/auth/session.entity';
import { Scan } from '../src/gate/scans/scan.entities';
import { User } from '../src/platform/users/user.entity';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { cookiesOf, editSession, sessionIdOf, tokenOf } from './support/session-probe';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/**
 * A gate's scan as a request (`POST /api/events/:eventId/scans`): the API's headers and no new cookie,
 * the requests refused before anything is scanned, a session that must end ended by the scan, body
 * errors in the caller's language with nothing written, the session's idle time started again.
 */
describe('scan requests', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let zoneId: number;
  let otherZoneId: number;
  let code: string;
  let seq = 0;
  const url = () => `/api/events/${eventId}/scans`;
  const body = (extra: object = {}) => ({ code, zone_id: zoneId, direction: 'IN', device_id: 'gate-f', nonce: `f${++seq}`, ...extra });
  const secretary = () => userWithRole(t, admin, eventId, 'SECRETARY');
  const scans = () => t.db.getRepository(Scan).countBy({ eventId });

  beforeAll(async () => {
    // Every request moves the session's expiry (no minute between writes): the test sees the touch.
    t = await startTestApp({ SESSION_TOUCH_SECONDS: '0' });
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    const company = await createCompany(admin, eventId, { name: 'Scuderia' });
    const category = await createCategory(admin, eventId, 'Team');
    zoneId = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'GATE', code: 'GATE' }).expect(201)).body.id as number;
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(category, company), last_name: 'Rossi' });
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: holder, zone_id: zoneId }).expect(201);
    code = ((await admin.get(`/api/events/${eventId}/attendees/${holder}/pass`).expect(200)).body as PassDto).code;
    const other = (await createEvent(admin)).id;
    otherZoneId = (await admin.post(`/api/events/${other}/zones`).send({ name_it: 'ALTRO', code: 'ALTRO' }).expect(201)).body.id;
  });
  afterAll(() => t?.close());

  it('answers a scan with its record and the API’s headers, without a new cookie or an ETag', async () => {
    const gate = await secretary();
    const entry = await gate.client.post(url()).send(body()).expect(201);
    const admitted = entry.body as ScanDto;
    expect(admitted).toMatchObject({ result: 'ADMITTED', reason: null, user_id: gate.id, zone_id: zoneId, inside: 1 });
    expect(admitted.holder).toMatchObject({ type: 'ATTENDEE', label: 'Rossi Mario' });
    const again = await gate.client.post(url()).send(body()).expect(201);
    expect(again.body).toMatchObject({ result: 'DENIED', reason: 'already_inside', user_id: gate.id });
    expect(Object.keys(again.body as object).sort()).toEqual(Object.keys(admitted).sort());
    const logged = await t.db.getRepository(Scan).findOneByOrFail({ id: admitted.id });
    expect([logged.result, logged.userId, logged.nonce]).toEqual(['ADMITTED', gate.id, admitted.nonce]);

    const other = await gate.client.get(`/api/events/${eventId}/access-controls/occupancy`).expect(200);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cache-control',
      'access-control-expose-headers',
      'content-type',
    ])
      expect([name, entry.headers[name]]).toEqual([name, other.headers[name]]);
    expect(entry.headers['cache-control']).toBe('no-store');
    expect(entry.headers['set-cookie']).toBeUndefined();
    expect(entry.headers.etag).toBeUndefined();

    const out = await gate.client
      .post(url())
      .send(body({ direction: 'OUT' }))
      .expect(201);
    expect([out.body.result, out.body.inside]).toEqual(['ADMITTED', 0]);
  });

  it('refuses, before scanning anything, who may not scan and what is not a scan', async () => {
    const gate = await secretary();
    const cookies = cookiesOf(gate.client);
    const raw = (path = url()) => request(t.app.getHttpServer()).post(path).set('Accept-Language', 'en');
    const withSession = (cookie: string) => raw().set('Cookie', cookie).set('X-XSRF-TOKEN', tokenOf(gate.client));
    const session = `eventdesk_session=${cookies.eventdesk_session}`;
    const tampered = `eventdesk_session=${cookies.eventdesk_session.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    const user = await userWithRole(t, admin, eventId, 'USER');
    const outsider = await userWithRole(t, admin, (await createEvent(admin)).id, 'SECRETARY');
    const anonymous = t.client();
    await anonymous.csrf();
    const cases: [string, () => PromiseLike<request.Response>, number, string?][] = [
      ['no session', () => raw().send(body()), 419, 'csrf_token_mismatch'],
      ['nobody signed in', () => anonymous.post(url()).send(body()), 401],
      // No session is read, so no token matches.
      ['a session cookie with a wrong signature', () => withSession(tampered).send(body()), 419, 'csrf_token_mismatch'],
      ['no anti-forgery token', () => raw().set('Cookie', session).send(body()), 419, 'csrf_token_mismatch'],
      ['a role that does not scan', () => user.client.post(url()).send(body()), 403],
      ['an event the user is not in', () => outsider.client.post(url()).send(body()), 404],
      ['an event that does not exist', () => admin.post('/api/events/999999/scans').send(body()), 404],
      ['a body that is not JSON', () => withSession(session).set('Content-Type', 'text/plain').send(JSON.stringify(body())), 422],
      ['a body larger than a scan', () => withSession(session).send(body({ code: 'x'.repeat(20_000) })), 422],
    ];
    const before = await scans();
    for (const [name, send, status, errorCode] of cases) {
      const res = await send();
      expect([name, res.status]).toEqual([name, status]);
      if (errorCode) expect([name, res.body.code]).toEqual([name, errorCode]);
      else expect([name, typeof res.body.message]).toEqual([name, 'string']);
    }
    expect(await scans()).toBe(before);
    // The same session, with its token, scans.
    const res = await withSession(session).send(body({ direction: 'OUT' }));
    expect(res.status).toBe(201);
  });

  it('ends a session that must end, at a scan: user deactivated, sign-in too old, second factor missing', async () => {
    const endings: [string, (gate: Awaited<ReturnType<typeof secretary>>) => Promise<unknown>][] = [
      ['deactivated', (gate) => t.db.getRepository(User).update(gate.id, { isActive: false })],
      ['signed in too long ago', (gate) => editSession(t, gate.client, (data) => (data.authenticatedAt = Date.now() - 400 * 3600_000))],
      ['second factor missing', (gate) => t.db.getRepository(User).update(gate.id, { twoFactorConfirmedAt: new Date() })],
    ];
    for (const [name, end] of endings) {
      const gate = await secretary();
      await gate.client
        .post(url())
        .send(body({ direction: 'OUT' }))
        .expect(201);
      await end(gate);
      const refused = await gate.client.post(url()).send(body({ direction: 'OUT' }));
      expect([name, refused.status]).toEqual([name, 401]);
      // Ended: the session is gone from the store.
      expect([name, await t.db.getRepository(SessionRecord).countBy({ id: sessionIdOf(gate.client) })]).toEqual([name, 0]);
    }
  });

  it('follows a session moved to a new id at a scan', async () => {
    const gate = await secretary();
    await editSession(t, gate.client, (data) => (data.registeredSid = 'an-earlier-id'));
    await gate.client
      .post(url())
      .send(body({ direction: 'OUT' }))
      .expect(201);
    const stored = await t.db.getRepository(SessionRecord).findOneByOrFail({ id: sessionIdOf(gate.client) });
    expect((JSON.parse(stored.data) as { registeredSid: string }).registeredSid).toBe(sessionIdOf(gate.client));
    await gate.client
      .post(url())
      .send(body({ direction: 'OUT' }))
      .expect(201);
  });

  it('answers what is wrong in the body in the caller’s language, with the API’s headers, and writes nothing', async () => {
    const gate = await secretary();
    const before = await scans();
    for (const lang of ['it', 'en'] as const) {
      gate.client.lang = lang;
      const badJson = await gate.client.post(url()).set('Content-Type', 'application/json').send('{"code": ');
      expect([badJson.status, badJson.body.message]).toEqual([400, message(lang, 'bad_json')]);
      expect(badJson.headers['content-security-policy']).toContain("default-src 'self'");
      expect(badJson.headers['cache-control']).toBe('no-store');
      const notAnObject = await gate.client.post(url()).set('Content-Type', 'application/json').send('"code"');
      expect(notAnObject.status).toBe(400);
      const invalid = await gate.client.post(url()).send(body({ direction: 'SIDEWAYS', nonce: '' }));
      expect([invalid.status, invalid.body.message]).toEqual([422, message(lang, 'validation_failed')]);
      expect(Object.keys(invalid.body.errors as object).sort()).toEqual(['direction', 'nonce']);
      expect(invalid.body.errors.direction[0]).toEqual(expect.any(String));
      const elsewhere = await gate.client.post(url()).send(body({ zone_id: otherZoneId }));
      expect([elsewhere.status, Object.keys(elsewhere.body.errors as object)]).toEqual([422, ['zone_id']]);
    }
    const english = (await gate.client.post(url()).send(body({ direction: 'SIDEWAYS' }))).body.errors.direction[0] as string;
    gate.client.lang = 'it';
    const italian = (await gate.client.post(url()).send(body({ direction: 'SIDEWAYS' }))).body.errors.direction[0] as string;
    expect(english).not.toEqual(italian);
    expect(await scans()).toBe(before);
  });

  it('starts the session’s idle time again at each scan', async () => {
    const gate = await secretary();
    const expiry = async () =>
      Number((await t.db.getRepository(SessionRecord).findOneByOrFail({ id: sessionIdOf(gate.client) })).expiresAt);
    const before = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await gate.client
      .post(url())
      .send(body({ direction: 'OUT' }))
      .expect(201);
    // Written by the store; wait for it rather than count on when.
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await expiry();
    }
    expect(after).toBeGreaterThan(before);
  });

  it('refuses the scans of a user who must enrol in two-factor authentication first', async () => {
    const gate = await secretary();
    // The application's configuration object, as the guard reads it at each request.
    t.config.twoFactorRequired = true;
    try {
      const res = await gate.client.post(url()).send(body());
      expect([res.status, res.body.code]).toEqual([403, 'two_factor_enrolment_required']);
    } finally {
      t.config.twoFactorRequired = false;
    }
    await gate.client
      .post(url())
      .send(body({ direction: 'OUT' }))
      .expect(201);
  });
});
