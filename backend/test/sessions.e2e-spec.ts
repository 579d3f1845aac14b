import { SessionRecord } from '../src/platform/auth/session.entity';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole, validEvent } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { enrolledClient, totp } from './support/two-factor';

/**
 * Sessions end when they should (issue 3): idle timeout and absolute lifetime (both configured here
 * away from their defaults), logout, disabled users and removed roles on the very next request; and
 * the password rules (10…128 characters, compared in full).
 */

const IDLE_MINUTES = 30;
const MAX_HOURS = 3;
const MINUTE = 60_000;

interface StoredSession {
  cookie?: { expires?: string; originalMaxAge?: number };
  userId?: number;
  authenticatedAt?: number;
  pendingUserId?: number;
  pendingAt?: number;
}

/** A password of `n` characters with enough different ones for the policy (issue 26: one repeated letter is refused). */
const varied = (n: number) => 'Kq7-mZ2x!R'.repeat(13).slice(0, n);

describe('sessions', () => {
  let t: TestApp;
  let admin: ApiClient;
  let n = 0;

  const repo = () => t.db.getRepository(SessionRecord);
  /** The stored sessions of a user (signed in or waiting for the 2FA challenge). */
  const sessionsOf = async (userId: number) =>
    (await repo().find()).filter((row) => {
      const data = JSON.parse(row.data) as StoredSession;
      return data.userId === userId || data.pendingUserId === userId;
    });
  const onlySessionOf = async (userId: number) => {
    const rows = await sessionsOf(userId);
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  const rewrite = async (row: SessionRecord, change: (data: StoredSession) => void) => {
    const data = JSON.parse(row.data) as StoredSession;
    change(data);
    await repo().update({ id: row.id }, { data: JSON.stringify(data) });
  };

  const newUser = async (password = `Zq9-vT7w-${++n}-kP2m`) => {
    const email = `session-${++n}@sessions.test`;
    const res = await admin.post('/api/users').send({ name: `Session ${n}`, email, password, password_confirmation: password });
    return { res, email, password };
  };
  const signedIn = async () => {
    const { res, email, password } = await newUser();
    expect(res.status).toBe(201);
    const client = t.client();
    expect((await client.login(email, password)).body).toEqual({ two_factor: false });
    await client.get('/api/user').expect(200);
    return { id: res.body.id as number, email, password, client };
  };

  beforeAll(async () => {
    // SESSION_TOUCH_SECONDS=0: every request writes the expiry, so the test can move it behind the store's back.
    t = await startTestApp({
      SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
      SESSION_MAX_HOURS: String(MAX_HOURS),
      SESSION_TOUCH_SECONDS: '0',
    });
    admin = await t.admin();
    await admin.get('/api/users').expect(200);
  });

  afterAll(() => t.close());

  describe('idle timeout (SESSION_IDLE_MINUTES)', () => {
    it('stores the session until now + the idle timeout, and each request pushes the expiry forward', async () => {
      const u = await signedIn();
      const row = await onlySessionOf(u.id);
      expect(Number(row.expiresAt)).toBeGreaterThan(Date.now() + (IDLE_MINUTES - 1) * MINUTE);
      expect(Number(row.expiresAt)).toBeLessThanOrEqual(Date.now() + IDLE_MINUTES * MINUTE);
      // The cookie is the browser session's (no Expires: the store keeps the idle timeout), written at
      // sign-in and not again on every answer.
      const res = await u.client.get('/api/user').expect(200);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies.filter((c) => c.startsWith('eventdesk_session='))).toEqual([]);

      // Close to expiry, one request gives it the full idle time again.
      await repo().update({ id: row.id }, { expiresAt: Date.now() + 2 * MINUTE });
      await u.client.get('/api/user').expect(200);
      const touched = await onlySessionOf(u.id);
      expect(Number(touched.expiresAt)).toBeGreaterThan(Date.now() + (IDLE_MINUTES - 1) * MINUTE);
    });

    it('signs in with a browser-session cookie: HttpOnly, SameSite, no Expires nor Max-Age', async () => {
      const { res, email, password } = await newUser();
      expect(res.status).toBe(201);
      const client = t.client();
      const login = await client.login(email, password);
      const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith('eventdesk_session='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Expires=|Max-Age=/i);
    });

    it('answers 401 once the stored session has expired', async () => {
      const u = await signedIn();
      const row = await onlySessionOf(u.id);
      await repo().update({ id: row.id }, { expiresAt: Date.now() - 1000 });
      await u.client.get('/api/user').expect(401);
      await u.client.get('/api/events').expect(401);
      // An expired session does not come back to life.
      await repo().update({ id: row.id }, { expiresAt: Date.now() - 1000 });
      await u.client.get('/api/user').expect(401);
      // Signing in again works.
      expect((await t.client().login(u.email, u.password)).status).toBe(200);
    });
  });

  describe('absolute lifetime (SESSION_MAX_HOURS)', () => {
    it('keeps a busy session until SESSION_MAX_HOURS after sign-in; activity does not extend it', async () => {
      const u = await signedIn();
      const authenticatedAt = Date.now() - MAX_HOURS * 3600_000 + 5 * MINUTE;
      await rewrite(await onlySessionOf(u.id), (data) => (data.authenticatedAt = authenticatedAt));
      await u.client.get('/api/user').expect(200);
      await u.client.get('/api/events').expect(200);
      const data = JSON.parse((await onlySessionOf(u.id)).data) as StoredSession;
      expect(data.authenticatedAt).toBe(authenticatedAt);
    });

    it('answers 401 once the sign-in is older than SESSION_MAX_HOURS, however recent the activity', async () => {
      const u = await signedIn();
      const row = await onlySessionOf(u.id);
      // The idle expiry is far away; only the sign-in time is old.
      expect(Number(row.expiresAt)).toBeGreaterThan(Date.now() + 10 * MINUTE);
      await rewrite(row, (data) => (data.authenticatedAt = Date.now() - MAX_HOURS * 3600_000 - MINUTE));
      await u.client.get('/api/user').expect(401);
      await u.client.get('/api/events').expect(401);
      // The stored session is gone, not merely refused.
      expect(await sessionsOf(u.id)).toEqual([]);
    });

    it('lets a pending 2FA challenge lapse after 10 minutes', async () => {
      const u = await enrolledClient(t, admin);
      const c = t.client();
      expect((await c.login(u.email, u.password)).body).toEqual({ two_factor: true });
      const pending = (await sessionsOf(u.id)).find((row) => (JSON.parse(row.data) as StoredSession).pendingUserId === u.id);
      expect(pending).toBeDefined();
      await rewrite(pending!, (data) => (data.pendingAt = Date.now() - 11 * MINUTE));
      const res = await c
        .post('/two-factor-challenge')
        .send({ code: totp(u.secret, 1) })
        .expect(422);
      expect(res.body.errors.code).toEqual([expect.any(String)]);
      await c.get('/api/user').expect(401);
    });
  });

  describe('logout', () => {
    it('removes the stored session', async () => {
      const u = await signedIn();
      await onlySessionOf(u.id);
      await u.client.post('/logout').expect(204);
      expect(await sessionsOf(u.id)).toEqual([]);
      await u.client.get('/api/user').expect(401);
    });
  });

  describe('changes made by the superadmin take effect on the next request', () => {
    it('disabling a user signs them out (401), and they cannot sign in again until re-enabled', async () => {
      const u = await signedIn();
      const other = await signedIn();
      await admin.put(`/api/users/${u.id}`).send({ name: 'Disabled', email: u.email, is_active: false }).expect(200);
      await u.client.get('/api/user').expect(401);
      await u.client.get('/api/events').expect(401);
      expect(await sessionsOf(u.id)).toEqual([]);
      // Nobody else is affected.
      await other.client.get('/api/user').expect(200);
      expect((await t.client().login(u.email, u.password)).status).toBe(422);
      await admin.put(`/api/users/${u.id}`).send({ name: 'Enabled', email: u.email, is_active: true }).expect(200);
      expect((await t.client().login(u.email, u.password)).status).toBe(200);
    });

    it('disabling a user with a pending 2FA challenge stops the challenge', async () => {
      const u = await enrolledClient(t, admin);
      const c = t.client();
      expect((await c.login(u.email, u.password)).body).toEqual({ two_factor: true });
      await admin.put(`/api/users/${u.id}`).send({ name: 'Disabled', email: u.email, is_active: false }).expect(200);
      await c
        .post('/two-factor-challenge')
        .send({ code: totp(u.secret, 1) })
        .expect(422);
      await c.get('/api/user').expect(401);
      await u.client.get('/api/user').expect(401);
    });

    it('removing the role in an event hides that event: 404 on it and an empty list', async () => {
      const event = await createEvent(admin);
      const u = await userWithRole(t, admin, event.id, 'USER');
      await u.client.get(`/api/events/${event.id}`).expect(200);
      const before = await u.client.get('/api/events').expect(200);
      expect(before.body.map((e: { id: number }) => e.id)).toEqual([event.id]);

      await admin.post(`/api/user/${u.id}/save-events-roles`).send({ eventRoles: [] }).expect(200);
      // The role removal ended the user's session (issue 12); signed in again, the event is gone.
      await u.client.get(`/api/events/${event.id}`).expect(401);
      await u.client.csrf();
      expect((await u.client.login(u.email, u.password)).status).toBe(200);
      const detail = await u.client.get(`/api/events/${event.id}`).expect(404);
      expect(detail.body).toMatchObject({ statusCode: 404 });
      const list = await u.client.get('/api/events').expect(200);
      expect(list.body).toEqual([]);
      expect(list.headers['content-range']).toMatch(/^events \*\/0$/);
      expect((await u.client.get('/api/user').expect(200)).body.events).toEqual([]);
    });

    it('downgrading a role takes away its rights at once', async () => {
      const event = await createEvent(admin);
      const u = await userWithRole(t, admin, event.id, 'ADMIN');
      await u.client
        .put(`/api/events/${event.id}`)
        .send(validEvent({ name: 'Renamed by the event admin' }))
        .expect(200);
      await admin
        .post(`/api/user/${u.id}/save-events-roles`)
        .send({ eventRoles: [{ id: event.id, role: 'VIEWER' }] })
        .expect(200);
      // The change ended the session (issue 12); signed in again, the user is a viewer.
      await u.client.get(`/api/events/${event.id}`).expect(401);
      await u.client.csrf();
      expect((await u.client.login(u.email, u.password)).status).toBe(200);
      await u.client
        .put(`/api/events/${event.id}`)
        .send(validEvent({ name: 'Renamed by a viewer' }))
        .expect(403);
      await u.client.get(`/api/events/${event.id}`).expect(200);
      expect((await admin.get(`/api/events/${event.id}`).expect(200)).body.name).toBe('Renamed by the event admin');
    });
  });

  describe('passwords', () => {
    it('refuses 9 characters and accepts 10', async () => {
      const short = await newUser('8c4f2e9a1');
      expect(short.res.status).toBe(422);
      expect(short.res.body.errors.password).toEqual([expect.any(String)]);
      const ok = await newUser('8c4f2e9a1b');
      expect(ok.res.status).toBe(201);
      expect((await t.client().login(ok.email, '8c4f2e9a1b')).status).toBe(200);
    });

    it('accepts 128 characters and refuses 129', async () => {
      const max = await newUser(varied(128));
      expect(max.res.status).toBe(201);
      expect((await t.client().login(max.email, varied(128))).status).toBe(200);
      const long = await newUser(varied(129));
      expect(long.res.status).toBe(422);
      expect(long.res.body.errors.password).toEqual([expect.any(String)]);
    });

    it('applies the same limits when the superadmin changes a password', async () => {
      const u = await signedIn();
      const put = (password: string) =>
        admin.put(`/api/users/${u.id}`).send({ name: 'Changed', email: u.email, password, password_confirmation: password });
      expect((await put('123456789')).status).toBe(422);
      expect((await put('y'.repeat(129))).status).toBe(422);
      expect((await put('0123456789')).status).toBe(200);
      expect((await t.client().login(u.email, '0123456789')).status).toBe(200);
      expect((await t.client().login(u.email, u.password)).status).toBe(422);
    });

    it('compares long passwords in full: a 100-character password differing only after character 72 is refused', async () => {
      const head = varied(72);
      const password = head + 'a'.repeat(28);
      const u = await newUser(password);
      expect(u.res.status).toBe(201);
      expect((await t.client().login(u.email, head + 'b'.repeat(28))).status).toBe(422);
      expect((await t.client().login(u.email, head)).status).toBe(422);
      expect((await t.client().login(u.email, password)).status).toBe(200);
    });
  });
});
