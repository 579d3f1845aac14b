import { t as message, type PassDto, type ScanDto } from '@eventdesk/shared';
import request from 'supertest';
import { SessionRecord } from '../src/auth/session.entity';
import { Scan } from '../src/scans/scan.entities';
import { User } from '../src/users/user.entity';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { scanPathProbe } from './support/scan-path';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/**
 * The gate's scan path (scans/scan-fast-path.ts): a scan answered without Express's router,
 * express-session and Nest's pipeline decides as the full pipeline does, and every request it cannot
 * pass unchanged is left to the full pipeline, which answers it as always.
 */
describe('the gate’s scan path', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let zoneId: number;
  let otherZoneId: number;
  let code: string;
  let seq = 0;
  const url = () => `/api/events/${eventId}/scans`;
  const body = (extra: object = {}) => ({ code, zone_id: zoneId, direction: 'IN', device_id: 'gate-f', nonce: `f${++seq}`, ...extra });
  const { cookiesOf, sessionIdOf, via, editSession } = scanPathProbe(() => t);
  const secretary = () => userWithRole(t, admin, eventId, 'SECRETARY');

  beforeAll(async () => {
    // Every request moves the session's expiry (no minute between writes): the test sees the touch.
    t = await startTestApp({ SESSION_TOUCH_SECONDS: '0' });
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    const company = await createCompany(admin, eventId, { name: 'Scuderia' });
    const category = await createCategory(admin, eventId, 'Team');
    const zone = (name: string) =>
      admin
        .post(`/api/events/${eventId}/zones`)
        .send({ name_it: name, code: name })
        .expect(201)
        .then((r) => r.body.id as number);
    zoneId = await zone('GATE');
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(category, company), last_name: 'Rossi' });
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: holder, zone_id: zoneId }).expect(201);
    code = ((await admin.get(`/api/events/${eventId}/attendees/${holder}/pass`).expect(200)).body as PassDto).code;
    const other = (await createEvent(admin)).id;
    otherZoneId = (await admin.post(`/api/events/${other}/zones`).send({ name_it: 'ALTRO', code: 'ALTRO' }).expect(201)).body.id;
  });
  afterAll(() => t?.close());

  it('answers a scan as the full pipeline does: the same decision, record, headers and no new cookie', async () => {
    const gate = await secretary();
    const entry = await via(() => gate.client.post(url()).send(body()));
    expect([entry.res.status, entry.fast]).toEqual([201, 1]);
    const admitted = entry.res.body as ScanDto;
    expect(admitted).toMatchObject({ result: 'ADMITTED', reason: null, user_id: gate.id, zone_id: zoneId, inside: 1 });
    expect(admitted.holder).toMatchObject({ type: 'ATTENDEE', label: 'Rossi Mario' });
    // A query string sends the same scan the full way: the holder is inside already.
    const again = await via(() => gate.client.post(`${url()}?via=full`).send(body()));
    expect([again.res.status, again.fast]).toEqual([201, 0]);
    expect(again.res.body).toMatchObject({ result: 'DENIED', reason: 'already_inside', user_id: gate.id });
    expect(Object.keys(again.res.body as object).sort()).toEqual(Object.keys(admitted).sort());
    const logged = await t.db.getRepository(Scan).findOneByOrFail({ id: admitted.id });
    expect([logged.result, logged.userId, logged.nonce]).toEqual(['ADMITTED', gate.id, admitted.nonce]);

    const full = await gate.client.get(`/api/events/${eventId}/access-controls/occupancy`).expect(200);
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
      expect([name, entry.res.headers[name]]).toEqual([name, full.headers[name]]);
    expect(entry.res.headers['set-cookie']).toBeUndefined();
    expect(entry.res.headers.etag).toBeUndefined();

    const out = await via(() => gate.client.post(url()).send(body({ direction: 'OUT' })));
    expect([out.res.status, out.fast, out.res.body.result, out.res.body.inside]).toEqual([201, 1, 'ADMITTED', 0]);
  });

  it('leaves to the full pipeline every request it cannot pass unchanged, which refuses it as always', async () => {
    const gate = await secretary();
    const cookies = cookiesOf(gate.client);
    const raw = (path = url()) => request(t.app.getHttpServer()).post(path).set('Accept-Language', 'en');
    const withSession = (cookie: string) => raw().set('Cookie', cookie).set('X-XSRF-TOKEN', decodeURIComponent(cookies['XSRF-TOKEN']));
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
    for (const [name, send, status, errorCode] of cases) {
      const { res, fast } = await via(send);
      expect([name, res.status, fast]).toEqual([name, status, 0]);
      if (errorCode) expect([name, res.body.code]).toEqual([name, errorCode]);
      else expect([name, typeof res.body.message]).toEqual([name, 'string']);
    }
    // The same session, with its token, is answered by the scan path.
    const { res, fast } = await via(() => withSession(session).send(body({ direction: 'OUT' })));
    expect([res.status, fast]).toEqual([201, 1]);
  });

  it('leaves a session that must end to the full pipeline, which ends it: user deactivated, sign-in too old, second factor missing', async () => {
    const endings: [string, (gate: Awaited<ReturnType<typeof secretary>>) => Promise<unknown>][] = [
      ['deactivated', (gate) => t.db.getRepository(User).update(gate.id, { isActive: false })],
      ['signed in too long ago', (gate) => editSession(gate.client, (data) => (data.authenticatedAt = Date.now() - 400 * 3600_000))],
      ['second factor missing', (gate) => t.db.getRepository(User).update(gate.id, { twoFactorConfirmedAt: new Date() })],
    ];
    for (const [name, end] of endings) {
      const gate = await secretary();
      expect((await via(() => gate.client.post(url()).send(body({ direction: 'OUT' })))).fast).toBe(1);
      await end(gate);
      const refused = await via(() => gate.client.post(url()).send(body({ direction: 'OUT' })));
      expect([name, refused.res.status, refused.fast]).toEqual([name, 401, 0]);
      // Ended: the session is gone from the store.
      expect([name, await t.db.getRepository(SessionRecord).countBy({ id: sessionIdOf(gate.client) })]).toEqual([name, 0]);
    }
  });

  it('leaves a session moved to a new id to the full pipeline, which follows it, then takes its scans again', async () => {
    const gate = await secretary();
    await editSession(gate.client, (data) => (data.registeredSid = 'an-earlier-id'));
    const moved = await via(() => gate.client.post(url()).send(body({ direction: 'OUT' })));
    expect([moved.res.status, moved.fast]).toEqual([201, 0]);
    const stored = await t.db.getRepository(SessionRecord).findOneByOrFail({ id: sessionIdOf(gate.client) });
    expect((JSON.parse(stored.data) as { registeredSid: string }).registeredSid).toBe(sessionIdOf(gate.client));
    const next = await via(() => gate.client.post(url()).send(body({ direction: 'OUT' })));
    expect([next.res.status, next.fast]).toEqual([201, 1]);
  });

  it('answers what is wrong in the body in the caller’s language, with the API’s headers, and writes nothing', async () => {
    const gate = await secretary();
    const count = () => t.db.getRepository(Scan).countBy({ eventId });
    const before = await count();
    for (const lang of ['it', 'en'] as const) {
      gate.client.lang = lang;
      const badJson = await via(() => gate.client.post(url()).set('Content-Type', 'application/json').send('{"code": '));
      expect([badJson.res.status, badJson.fast, badJson.res.body.message]).toEqual([400, 1, message(lang, 'bad_json')]);
      expect(badJson.res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(badJson.res.headers['cache-control']).toBe('no-store');
      const notAnObject = await via(() => gate.client.post(url()).set('Content-Type', 'application/json').send('"code"'));
      expect([notAnObject.res.status, notAnObject.fast]).toEqual([400, 1]);
      const invalid = await via(() => gate.client.post(url()).send(body({ direction: 'SIDEWAYS', nonce: '' })));
      expect([invalid.res.status, invalid.fast, invalid.res.body.message]).toEqual([422, 1, message(lang, 'validation_failed')]);
      expect(Object.keys(invalid.res.body.errors as object).sort()).toEqual(['direction', 'nonce']);
      expect(invalid.res.body.errors.direction[0]).toEqual(expect.any(String));
      const elsewhere = await via(() => gate.client.post(url()).send(body({ zone_id: otherZoneId })));
      expect([elsewhere.res.status, elsewhere.fast, Object.keys(elsewhere.res.body.errors as object)]).toEqual([422, 1, ['zone_id']]);
    }
    const english = (await gate.client.post(url()).send(body({ direction: 'SIDEWAYS' }))).body.errors.direction[0] as string;
    gate.client.lang = 'it';
    const italian = (await gate.client.post(url()).send(body({ direction: 'SIDEWAYS' }))).body.errors.direction[0] as string;
    expect(english).not.toEqual(italian);
    expect(await count()).toBe(before);
  });

  it('starts the session’s idle time again, as the full pipeline does', async () => {
    const gate = await secretary();
    const expiry = async () =>
      Number((await t.db.getRepository(SessionRecord).findOneByOrFail({ id: sessionIdOf(gate.client) })).expiresAt);
    const before = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await via(() => gate.client.post(url()).send(body({ direction: 'OUT' })))).fast).toBe(1);
    // The store's write goes after the answer.
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await expiry();
    }
    expect(after).toBeGreaterThan(before);
  });

  it('leaves to the full pipeline a user who must enrol in two-factor authentication first', async () => {
    const gate = await secretary();
    // The application's configuration object, as the guard reads it at each request.
    t.config.twoFactorRequired = true;
    try {
      const res = await via(() => gate.client.post(url()).send(body()));
      expect([res.res.status, res.res.body.code, res.fast]).toEqual([403, 'two_factor_enrolment_required', 0]);
    } finally {
      t.config.twoFactorRequired = false;
    }
    expect((await via(() => gate.client.post(url()).send(body({ direction: 'OUT' })))).fast).toBe(1);
  });
});
