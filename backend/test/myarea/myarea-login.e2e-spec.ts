import request from 'supertest';
import { AuditLog } from '../../src/platform/audit/audit-log.entity';
import { OneTimeCode } from '../../src/platform/auth/one-time-code.entity';
import { SessionRecord } from '../../src/platform/auth/session.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import type { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  attendeeOf,
  browser,
  codeIn,
  cookiesOf,
  lastMailId,
  mailsTo,
  myEvent,
  requestCode,
  sessionOf,
  signIn,
  uniqueEmail,
} from './myarea-fixtures';

/**
 * Attendee sign-in to the my-area site (issue 6, SPEC §7): a 6-digit code mailed to the e-mail the
 * attendee is registered with for THIS event (read here from the development outbox), single use, 10
 * minutes, throttled; the same 202 for e-mails that are nobody's; sessions scoped to one event.
 */
describe('my area: sign-in by e-mailed code', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventA: { id: number; token: string; name: string };
  let eventB: { id: number; token: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventA = await myEvent(admin, { name: 'Congresso A' });
    eventB = await myEvent(admin, { name: 'Congresso B' });
  });
  afterAll(() => t.close());

  describe('POST /api/{token}/attendee/otp', () => {
    it('mails a 6-digit code to the attendee of this event, in their language, and answers 202 {sent: true}', async () => {
      const anna = await attendeeOf(t, eventA.id, { firstName: 'Anna', appLang: 'en' });
      const c = await browser(t);
      const after = await lastMailId(t);
      const res = await c.post(`/api/${eventA.token}/attendee/otp`).send({ email: anna.email }).expect(202);
      expect(res.body).toEqual({ sent: true });
      const [mail, ...more] = await mailsTo(t, anna.email!, after);
      expect(more).toEqual([]);
      expect(mail.subject).toContain('Congresso A');
      expect(mail.subject).toContain('sign-in code');
      expect(mail.text).toContain(`/myarea/#/${eventA.token}/login`);
      expect(codeIn(mail)).toMatch(/^\d{6}$/);
      // Stored as a keyed hash for this attendee, valid for 10 minutes.
      const stored = await t.db.getRepository(OneTimeCode).findOneByOrFail({ subjectType: 'attendee', subjectId: anna.id });
      expect(stored.codeHash).not.toContain(codeIn(mail));
      const ttl = stored.expiresAt.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 2_000);
      const audit = await t.db.getRepository(AuditLog).findOneBy({ action: 'otp_requested', targetType: 'attendee', targetId: anna.id });
      expect(audit).toMatchObject({ userId: null, actorEmail: anna.email });
    });

    it('Italian by default; e-mails match without regard to case and blanks', async () => {
      const piero = await attendeeOf(t, eventA.id, { email: uniqueEmail('piero') });
      const c = await browser(t);
      const after = await lastMailId(t);
      await c
        .post(`/api/${eventA.token}/attendee/otp`)
        .send({ email: `  ${piero.email!.toUpperCase()} ` })
        .expect(202);
      const [mail] = await mailsTo(t, piero.email!, after);
      expect(mail.subject).toContain('codice di accesso');
    });

    it('answers the same 202 for an unknown e-mail and for an attendee of another event, and mails nothing', async () => {
      const onlyB = await attendeeOf(t, eventB.id);
      const c = await browser(t);
      const known = await attendeeOf(t, eventA.id);
      const reference = await c.post(`/api/${eventA.token}/attendee/otp`).send({ email: known.email }).expect(202);
      const after = await lastMailId(t);
      for (const email of [uniqueEmail('nobody'), onlyB.email!]) {
        const res = await c.post(`/api/${eventA.token}/attendee/otp`).send({ email }).expect(202);
        expect(res.text).toBe(reference.text);
        expect(res.headers['content-type']).toBe(reference.headers['content-type']);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await mailsTo(t, onlyB.email!, after, { wait: false })).toEqual([]);
      expect(await t.db.getRepository(OneTimeCode).countBy({ subjectType: 'attendee', subjectId: onlyB.id })).toBe(0);
    });

    it('refuses a malformed e-mail (422 on email) and an unknown token (404)', async () => {
      const c = await browser(t);
      c.lang = 'en';
      const bad = await c.post(`/api/${eventA.token}/attendee/otp`).send({ email: 'not-an-email' }).expect(422);
      expect(bad.body.errors.email).toEqual(['Invalid e-mail address']);
      const missing = await c.post(`/api/${eventA.token}/attendee/otp`).send({}).expect(422);
      expect(missing.body.errors.email).toEqual(['This field is required']);
      await c.post('/api/no-such-token/attendee/otp').send({ email: uniqueEmail() }).expect(404);
    });

    it('needs the anti-forgery header like every state-changing call (419)', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = t.client();
      await c.agent.post(`/api/${eventA.token}/attendee/otp`).send({ email: attendee.email }).expect(419);
      await c.csrf();
      await c.agent.post(`/api/${eventA.token}/attendee/otp`).send({ email: attendee.email }).expect(419);
      await c.post(`/api/${eventA.token}/attendee/otp`).send({ email: attendee.email }).expect(202);
    });

    it('throttles 5 requests per 10 minutes per e-mail and IP, known or not: the 6th answers 429 with Retry-After', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      for (const email of [attendee.email!, uniqueEmail('ghost')]) {
        for (let i = 0; i < 5; i++) await c.post(`/api/${eventA.token}/attendee/otp`).send({ email }).expect(202);
        const blocked = await c.post(`/api/${eventA.token}/attendee/otp`).send({ email }).expect(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
        expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
        expect(blocked.body).toMatchObject({ statusCode: 429, code: 'throttled' });
      }
    });

    it('a new code replaces the previous one', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      const first = await requestCode(t, c, eventA.token, attendee.email!);
      const second = await requestCode(t, c, eventA.token, attendee.email!);
      if (first !== second) await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code: first }).expect(422);
      await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code: second }).expect(200);
    });
  });

  describe('POST /api/{token}/attendee/login', () => {
    it('signs in with the mailed code: 200 {attendee, fields}, a new session id, a new anti-forgery token, audited', async () => {
      const anna = await attendeeOf(t, eventA.id, { firstName: 'Anna', lastName: 'Bianchi', foodRestriction: 'Vegana' });
      const c = await browser(t);
      const code = await requestCode(t, c, eventA.token, anna.email!);
      const before = sessionOf(c);
      const xsrfBefore = cookiesOf(c).match(/XSRF-TOKEN=([^;]+)/)![1];
      await c.get(`/api/${eventA.token}/attendee`).expect(401);

      const res = await c
        .post(`/api/${eventA.token}/attendee/login`)
        .send({ email: anna.email, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
      expect(res.status).toBe(200);
      expect(res.body.attendee).toMatchObject({
        id: anna.id,
        first_name: 'Anna',
        last_name: 'Bianchi',
        email: anna.email,
        food_restriction: 'Vegana',
        app_lang: 'it',
      });
      expect(res.body.fields).toEqual(expect.arrayContaining([{ name: 'email', visible: true, required: true, readonly: false }]));
      expect(sessionOf(c)).toBeDefined();
      expect(sessionOf(c)).not.toBe(before);
      expect(cookiesOf(c).match(/XSRF-TOKEN=([^;]+)/)![1]).not.toBe(xsrfBefore);

      const me = await c.get(`/api/${eventA.token}/attendee`).expect(200);
      expect(me.body).toEqual(res.body);
      const audit = await t.db.getRepository(AuditLog).findOneByOrFail({ action: 'login', targetType: 'attendee', targetId: anna.id });
      expect(audit).toMatchObject({ userId: null, actorEmail: anna.email });
      expect(JSON.parse(audit.details!)).toEqual({ area: 'myarea', event_id: eventA.id });
    });

    it('refuses a wrong code: 422 with errors.code, in the request language', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      const code = await requestCode(t, c, eventA.token, attendee.email!);
      const wrong = code === '000000' ? '000001' : '000000';
      const it = await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code: wrong }).expect(422);
      expect(it.body.errors).toEqual({ code: ['Codice non valido o scaduto'] });
      c.lang = 'en';
      const en = await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code: 'abc' }).expect(422);
      expect(en.body.errors).toEqual({ code: ['Invalid or expired code'] });
      // Still good after wrong tries (fewer than 5).
      await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code }).expect(200);
      const failed = await t.db.getRepository(AuditLog).countBy({ action: 'login_failed', targetType: 'attendee', targetId: attendee.id });
      expect(failed).toBe(2);
    });

    it('refuses an expired code', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      const code = await requestCode(t, c, eventA.token, attendee.email!);
      await t.db
        .getRepository(OneTimeCode)
        .update({ subjectType: 'attendee', subjectId: attendee.id }, { expiresAt: new Date(Date.now() - 1000) });
      const res = await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code }).expect(422);
      expect(Object.keys(res.body.errors)).toEqual(['code']);
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
    });

    it('refuses a code used once already, also from another browser', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const first = await browser(t);
      const code = await requestCode(t, first, eventA.token, attendee.email!);
      await first.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code }).expect(200);
      await first.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code }).expect(422);
      const second = await browser(t);
      await second.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code }).expect(422);
      await second.get(`/api/${eventA.token}/attendee`).expect(401);
      // The first browser stays signed in.
      await first.get(`/api/${eventA.token}/attendee`).expect(200);
    });

    it('refuses at event B a code mailed for event A, even to the same person registered at both', async () => {
      const email = uniqueEmail('both');
      const atA = await attendeeOf(t, eventA.id, { email });
      const atB = await attendeeOf(t, eventB.id, { email });
      const c = await browser(t);
      const code = await requestCode(t, c, eventA.token, email);
      const res = await c.post(`/api/${eventB.token}/attendee/login`).send({ email, code }).expect(422);
      expect(Object.keys(res.body.errors)).toEqual(['code']);
      await c.get(`/api/${eventB.token}/attendee`).expect(401);
      // The code is still good where it was meant for.
      const signedIn = await c.post(`/api/${eventA.token}/attendee/login`).send({ email, code }).expect(200);
      expect(signedIn.body.attendee.id).toBe(atA.id);
      expect(atB.id).not.toBe(atA.id);
    });

    it('a session of event A is nobody at event B (401 on every call) and stays good at A', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      await signIn(t, c, eventA.token, attendee.email!);
      await c.get(`/api/${eventB.token}/attendee`).expect(401);
      await c.put(`/api/${eventB.token}/attendee`).send({ phone: '+39 333 1234567' }).expect(401);
      await c.get(`/api/${eventB.token}/products`).expect(401);
      await c
        .post(`/api/${eventB.token}/checkout`)
        .send({ lines: [{ product_id: 1, quantity: 1 }], payment_method: 'BANK_TRANSFER' })
        .expect(401);
      await c.get(`/api/${eventB.token}/orders/1`).expect(401);
      await c.get(`/api/${eventA.token}/attendee`).expect(200);
    });

    it('signing in at event B replaces the session of event A: one attendee, of one event, per session', async () => {
      const email = uniqueEmail('two');
      const atA = await attendeeOf(t, eventA.id, { email });
      const atB = await attendeeOf(t, eventB.id, { email });
      const c = await browser(t);
      await signIn(t, c, eventA.token, email);
      await signIn(t, c, eventB.token, email);
      expect((await c.get(`/api/${eventB.token}/attendee`).expect(200)).body.attendee.id).toBe(atB.id);
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
      expect(atA.id).not.toBe(atB.id);
    });

    it('two attendees of one event with the same e-mail (an older database): nobody gets a code or signs in with it (issue 12)', async () => {
      const email = uniqueEmail('shared');
      const older = await attendeeOf(t, eventA.id, { email, firstName: 'Vecchio' });
      const newer = await attendeeOf(t, eventA.id, { email: email.toUpperCase(), firstName: 'Nuovo' });
      const c = await browser(t);
      const after = await lastMailId(t);
      await c.post(`/api/${eventA.token}/attendee/otp`).send({ email }).expect(202);
      expect(await mailsTo(t, newer.email!, after, { wait: false })).toHaveLength(0);
      expect(await mailsTo(t, older.email!, after)).toHaveLength(0);
      for (const id of [older.id, newer.id])
        expect(await t.db.getRepository(OneTimeCode).countBy({ subjectType: 'attendee', subjectId: id })).toBe(0);
      await c.post(`/api/${eventA.token}/attendee/login`).send({ email, code: '123456' }).expect(422);
    });

    it('throttles 5 failures a minute per e-mail and IP: the 6th answers 429 with Retry-After, even with the right code', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      const code = await requestCode(t, c, eventA.token, attendee.email!);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++)
        await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code: wrong }).expect(422);
      const blocked = await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code }).expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
      const throttled = await t.db.getRepository(AuditLog).findOneBy({ action: 'login_throttled', actorEmail: attendee.email! });
      expect(JSON.parse(throttled!.details!)).toEqual({ key: 'attendee-login' });
      // Unknown e-mails are throttled alike.
      const ghost = uniqueEmail('ghost');
      for (let i = 0; i < 5; i++) await c.post(`/api/${eventA.token}/attendee/login`).send({ email: ghost, code: wrong }).expect(422);
      await c.post(`/api/${eventA.token}/attendee/login`).send({ email: ghost, code: wrong }).expect(429);
    });

    it('five wrong codes burn the code (the throttle aside)', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      const code = await requestCode(t, c, eventA.token, attendee.email!);
      await t.db.getRepository(OneTimeCode).update({ subjectType: 'attendee', subjectId: attendee.id }, { attempts: 5 });
      await c.post(`/api/${eventA.token}/attendee/login`).send({ email: attendee.email, code }).expect(422);
    });

    it('refuses a missing code or e-mail (422) and an unknown token (404)', async () => {
      const c = await browser(t);
      const res = await c.post(`/api/${eventA.token}/attendee/login`).send({}).expect(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['code', 'email']);
      await c.post('/api/unknown-token/attendee/login').send({ email: uniqueEmail(), code: '123456' }).expect(404);
    });
  });

  describe('the attendee session', () => {
    it('GET /api/{token}/attendee answers 401 without a session and 404 for an unknown token', async () => {
      await request(t.app.getHttpServer()).get(`/api/${eventA.token}/attendee`).expect(401);
      const c = await browser(t);
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
      await c.get('/api/no-such-token/attendee').expect(404);
    });

    it('POST /api/attendee/logout ends it (204); the old cookie is worthless; logging out again is 204', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      await signIn(t, c, eventA.token, attendee.email!);
      const old = cookiesOf(c);
      const res = await c.post('/api/attendee/logout').expect(204);
      expect(res.text).toBe('');
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
      await request(t.app.getHttpServer()).get(`/api/${eventA.token}/attendee`).set('Cookie', old).expect(401);
      await c.post('/api/attendee/logout').expect(204);
      // Signing in again works in the same browser, without a new anti-forgery cookie.
      await signIn(t, c, eventA.token, attendee.email!);
      await c.get(`/api/${eventA.token}/attendee`).expect(200);
      expect(await t.db.getRepository(AuditLog).countBy({ action: 'logout', targetType: 'attendee', targetId: attendee.id })).toBe(1);
    });

    it('logout needs the anti-forgery header (419)', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      await signIn(t, c, eventA.token, attendee.email!);
      await c.agent.post('/api/attendee/logout').expect(419);
      await c.get(`/api/${eventA.token}/attendee`).expect(200);
    });

    it('ends when the attendee is deleted', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      await signIn(t, c, eventA.token, attendee.email!);
      await t.db.getRepository(Attendee).delete(attendee.id);
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
    });

    it('ends SESSION_MAX_HOURS after sign-in, whatever the activity', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      await signIn(t, c, eventA.token, attendee.email!);
      // The stored session as it would be after a long day of activity (idle expiry kept fresh).
      const id = decodeURIComponent(sessionOf(c)!)
        .replace(/^s:/, '')
        .replace(/\.[^.]*$/, '');
      const row = await t.db.getRepository(SessionRecord).findOneByOrFail({ id });
      const data = JSON.parse(row.data);
      data.attendee.authenticatedAt -= (t.config.sessionMaxHours * 3600 + 60) * 1000;
      await t.db.getRepository(SessionRecord).update({ id }, { data: JSON.stringify(data) });
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
      const after = JSON.parse((await t.db.getRepository(SessionRecord).findOneByOrFail({ id })).data);
      expect(after.attendee).toBeUndefined();
      expect(after.csrfToken).toBe(data.csrfToken);
    });
  });

  describe('staff and attendee sessions in one browser', () => {
    it('coexist: each side signs in and out without touching the other', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await t.admin();
      await c.get('/api/user').expect(200);

      // Attendee sign-in keeps the staff sign-in (in the new session id).
      await signIn(t, c, eventA.token, attendee.email!);
      await c.get('/api/user').expect(200);
      await c.get('/api/events').expect(200);
      expect((await c.get(`/api/${eventA.token}/attendee`).expect(200)).body.attendee.id).toBe(attendee.id);
      // The staff session does not make anyone an attendee elsewhere, nor the attendee a staff member.
      await c.get(`/api/${eventB.token}/attendee`).expect(401);

      // Staff logout keeps the attendee (under a new id: the old cookie is worthless for both).
      const old = cookiesOf(c);
      await c.post('/logout').expect(204);
      await c.get('/api/user').expect(401);
      await c.get(`/api/${eventA.token}/attendee`).expect(200);
      await request(t.app.getHttpServer()).get('/api/user').set('Cookie', old).expect(401);
      await request(t.app.getHttpServer()).get(`/api/${eventA.token}/attendee`).set('Cookie', old).expect(401);
      // …and the attendee's writes still pass the anti-forgery check.
      await c.put(`/api/${eventA.token}/attendee`).send({ phone: '+39 333 7654321' }).expect(200);

      // Staff sign-in keeps the attendee.
      const again = await c.login('root@eventdesk.test', 'root-password-123');
      expect(again.status).toBe(200);
      await c.get('/api/user').expect(200);
      await c.get(`/api/${eventA.token}/attendee`).expect(200);

      // Attendee logout keeps the staff sign-in.
      await c.post('/api/attendee/logout').expect(204);
      await c.get(`/api/${eventA.token}/attendee`).expect(401);
      await c.get('/api/user').expect(200);
      await c.post('/logout').expect(204);
      await c.get('/api/user').expect(401);
    });

    it('an attendee session gives no staff access', async () => {
      const attendee = await attendeeOf(t, eventA.id);
      const c = await browser(t);
      await signIn(t, c, eventA.token, attendee.email!);
      await c.get('/api/user').expect(401);
      await c.get(`/api/events/${eventA.id}`).expect(401);
      await c.get(`/api/events/${eventA.id}/attendees/${attendee.id}`).expect(401);
      await c.get(`/api/events/${eventA.id}/orders`).expect(401);
    });
  });
});
