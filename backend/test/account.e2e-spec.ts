import type { UserSessionDto } from '@eventdesk/shared';
import { CONFIRMATION_TTL_MS } from '../src/platform/users/step-up';
import { UserSession } from '../src/platform/users/user-session.entity';
import type { ApiClient } from './support/api-client';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { enrolledClient, nextTotp } from './support/two-factor';
import { createEvent } from './support/fixtures';
import { attendeeOf, signIn as signInAttendee } from './myarea/myarea-fixtures';

/**
 * The signed-in user's own account (issue 12 items 5 and 6): a confirmation given in the session
 * (password or code, 15 minutes, a sign-in does not count) before account changes; the list of one's
 * sessions and ending them; changing one's password; credential changes ending the other sessions.
 */
describe('own account: step-up confirmation, sessions, password', () => {
  let t: TestApp;
  let admin: ApiClient;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  async function newUser(): Promise<{ id: number; email: string; password: string }> {
    const email = `account-${++n}@account.test`;
    const password = `Zq9-vT7w-kP2m-${n}`;
    const res = await admin
      .post('/api/users')
      .send({ name: `Account ${n}`, email, password, password_confirmation: password })
      .expect(201);
    return { id: res.body.id as number, email, password };
  }

  async function signedIn(email: string, password: string, agent = 'Browser'): Promise<ApiClient> {
    const c = t.client();
    await c.csrf();
    const res = await c.post('/login').set('User-Agent', agent).send({ email, password });
    expect(res.status).toBe(200);
    return c;
  }

  describe('step-up confirmation', () => {
    it('is not given by signing in; the password gives it for 15 minutes', async () => {
      const u = await newUser();
      const c = await signedIn(u.email, u.password);
      expect((await c.get('/user/confirmed-password-status').expect(200)).body).toEqual({ confirmed: false, expires_at: null });
      const wrong = await c.confirmPassword('not-my-password').expect(422);
      expect(wrong.body.errors.password).toEqual(['La password attuale non è corretta']);
      expect((await c.get('/user/confirmed-password-status').expect(200)).body.confirmed).toBe(false);
      const ok = await c.confirmPassword(u.password).expect(200);
      expect(ok.body.confirmed).toBe(true);
      const expires = new Date(ok.body.expires_at).getTime();
      expect(Math.abs(expires - (Date.now() + CONFIRMATION_TTL_MS))).toBeLessThan(10_000);
    });

    it('a superadmin changing a user’s e-mail, password, activity or 2FA needs it, and it goes stale after 15 minutes', async () => {
      const u = await newUser();
      const fresh = await signedIn(ADMIN.email, ADMIN.password);
      const body = { name: 'Renamed', email: `moved-${n}@account.test` };
      const locked = await fresh.put(`/api/users/${u.id}`).send(body).expect(423);
      expect(locked.body).toMatchObject({ code: 'password_confirmation_required', message: expect.stringContaining('conferma') });
      await fresh.post(`/api/user/${u.id}/reset-2fa`).expect(423);
      await fresh.delete(`/api/users/${u.id}`).expect(423);
      // A change of the name alone is not an account change.
      await fresh.put(`/api/users/${u.id}`).send({ name: 'Only the name', email: u.email }).expect(200);
      await fresh.confirmPassword(ADMIN.password).expect(200);
      await fresh.put(`/api/users/${u.id}`).send(body).expect(200);
      const later = Date.now() + CONFIRMATION_TTL_MS + 1000;
      const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
      try {
        await fresh.put(`/api/users/${u.id}`).send({ name: 'Renamed', email: u.email }).expect(423);
      } finally {
        clock.mockRestore();
      }
    });

    it('an enrolled user may confirm with a code of their authenticator instead', async () => {
      const u = await enrolledClient(t, admin);
      // Enrolment signed in anew: no confirmation yet.
      await u.client.post('/user/two-factor-recovery-codes').expect(423);
      await u.client
        .post('/user/confirm-password')
        .send({ code: await nextTotp(u.secret) })
        .expect(200);
      expect((await u.client.post('/user/two-factor-recovery-codes').expect(200)).body.recovery_codes).toHaveLength(8);
    });
  });

  describe('sessions', () => {
    it('lists the user’s sessions, marks the current one, and ends another one', async () => {
      const u = await newUser();
      const laptop = await signedIn(u.email, u.password, 'Laptop');
      const phone = await signedIn(u.email, u.password, 'Phone');
      const list = (await laptop.get('/user/sessions').expect(200)).body as UserSessionDto[];
      expect(list).toHaveLength(2);
      expect(list.filter((s) => s.current).map((s) => s.user_agent)).toEqual(['Laptop']);
      const other = list.find((s) => !s.current)!;
      expect(other).toMatchObject({ user_agent: 'Phone', ip: expect.any(String) });
      await laptop.delete(`/user/sessions/${list.find((s) => s.current)!.id}`).expect(409);
      await laptop.delete(`/user/sessions/${other.id}`).expect(204);
      await phone.get('/api/user').expect(401);
      await laptop.get('/api/user').expect(200);
      expect((await laptop.get('/user/sessions').expect(200)).body).toHaveLength(1);
    });

    it('cannot see or end another user’s session (404)', async () => {
      const a = await newUser();
      const b = await newUser();
      const ca = await signedIn(a.email, a.password);
      const cb = await signedIn(b.email, b.password);
      const bSession = ((await cb.get('/user/sessions').expect(200)).body as UserSessionDto[])[0];
      const aList = (await ca.get('/user/sessions').expect(200)).body as UserSessionDto[];
      expect(aList.map((s) => s.id)).not.toContain(bSession.id);
      await ca.delete(`/user/sessions/${bSession.id}`).expect(404);
      await cb.get('/api/user').expect(200);
    });

    it('ends all the other sessions at once', async () => {
      const u = await newUser();
      const keep = await signedIn(u.email, u.password);
      const others = [await signedIn(u.email, u.password), await signedIn(u.email, u.password)];
      expect((await keep.delete('/user/sessions').expect(200)).body).toEqual({ sessions_ended: 2 });
      for (const c of others) await c.get('/api/user').expect(401);
      await keep.get('/api/user').expect(200);
    });

    it('an attendee signing in in the same browser keeps the staff session listed, confirmed and endable; ending it keeps the attendee', async () => {
      const u = await newUser();
      const c = await signedIn(u.email, u.password, 'Shared browser');
      await c.confirmPassword(u.password).expect(200);
      const event = await createEvent(admin);
      const attendee = await attendeeOf(t, event.id);
      // The attendee sign-in moves the session to a new id, carrying the staff part over.
      await signInAttendee(t, c, event.token, attendee.email!);
      const mine = (await c.get('/user/sessions').expect(200)).body as UserSessionDto[];
      expect(mine.filter((s) => s.current).map((s) => s.user_agent)).toEqual(['Shared browser']);
      expect((await c.get('/user/confirmed-password-status').expect(200)).body.confirmed).toBe(true);
      // Ended from elsewhere, under its new id: the staff part goes, the attendee stays.
      const other = await signedIn(u.email, u.password, 'Other');
      expect((await other.delete('/user/sessions').expect(200)).body).toEqual({ sessions_ended: 1 });
      await c.get('/api/user').expect(401);
      await c.get(`/api/${event.token}/attendee`).expect(200);
    });

    it('keeps no readable session id in the registry', async () => {
      const u = await newUser();
      const c = await signedIn(u.email, u.password);
      const cookie = c.agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false } as never).toValueString();
      const rows = await t.db.getRepository(UserSession).findBy({ userId: u.id });
      expect(rows).toHaveLength(1);
      const sid = /eventdesk_session=s%3A([^.;]+)/.exec(cookie)?.[1] ?? /eventdesk_session=s:([^.;]+)/.exec(cookie)?.[1];
      expect(sid?.length).toBeGreaterThan(16);
      expect(rows[0].sid).not.toContain(sid);
    });
  });

  describe('own password', () => {
    it('changes with the current one, refuses weak ones, and ends every other session', async () => {
      const u = await newUser();
      const me = await signedIn(u.email, u.password);
      const other = await signedIn(u.email, u.password);
      const next = 'Kx8-new-passphrase-Rw';
      const wrong = await me.put('/user/password').send({ current_password: 'not-it-at-all', password: next, password_confirmation: next });
      expect(wrong.status).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['current_password']);
      const common = await me
        .put('/user/password')
        .send({ current_password: u.password, password: 'password123', password_confirmation: 'password123' });
      expect(common.status).toBe(422);
      expect(Object.keys(common.body.errors)).toEqual(['password']);
      await other.get('/api/user').expect(200);
      const done = await me
        .put('/user/password')
        .send({ current_password: u.password, password: next, password_confirmation: next })
        .expect(200);
      expect(done.body).toEqual({ sessions_ended: 1 });
      await other.get('/api/user').expect(401);
      await me.get('/api/user').expect(200);
      expect((await t.client().login(u.email, u.password)).status).toBe(422);
      expect((await t.client().login(u.email, next)).status).toBe(200);
    });

    it('a password set or an account deactivated by the superadmin ends the user’s sessions', async () => {
      const u = await newUser();
      const c = await signedIn(u.email, u.password);
      const next = 'Kx8-set-by-admin-Rw';
      await admin
        .put(`/api/users/${u.id}`)
        .send({ name: 'Account', email: u.email, password: next, password_confirmation: next })
        .expect(200);
      await c.get('/api/user').expect(401);
      const again = await signedIn(u.email, next);
      await admin.put(`/api/users/${u.id}`).send({ name: 'Account', email: u.email, is_active: false }).expect(200);
      await again.get('/api/user').expect(401);
    });
  });
});
