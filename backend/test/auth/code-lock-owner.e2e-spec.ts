import { Like } from 'typeorm';
import { OutboxMail } from '../../src/platform/mail/outbox-mail.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { createCompany } from '../attendees/attendee-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { attendeeOf, codeIn, lastMailId, mailsTo } from '../myarea/myarea-fixtures';

/**
 * Issue 26 item 5: wrong codes spread over several addresses lock an account's code sign-in, but the lock
 * holds only against the codes mailed before it: the owner asks a new code and signs in. The peer address
 * comes from X-Forwarded-For (TRUSTED_PROXIES=loopback).
 */
describe('a code lock is no denial of service to the owner', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let eventToken: string;
  beforeAll(async () => {
    t = await startTestApp({ TRUSTED_PROXIES: 'loopback' });
    admin = await t.admin();
    const event = await createEvent(admin);
    eventId = event.id;
    eventToken = event.token;
  });
  afterAll(() => t.close());

  const attacker = (n: number) => `203.0.113.${n}`;
  const owner = '192.0.2.77';
  const browser = async () => {
    const c = t.client();
    await c.csrf();
    return c;
  };

  it('company login: 12 wrong codes from three addresses lock the old code, a freshly mailed code still signs the owner in', async () => {
    const company = await userWithRole(t, admin, eventId, 'COMPANY', await createCompany(admin, eventId, { name: 'Assediata Srl' }));
    const mailedCode = async (c: ApiClient) => {
      await c.post('/api/otp/generate').set('X-Forwarded-For', owner).send({ username: company.email }).expect(202);
      const mail = await t.db
        .getRepository(OutboxMail)
        .findOne({ where: { to: company.email, subject: Like('%codice di accesso%') }, order: { id: 'DESC' } });
      return /(\d{6})/.exec(mail!.subject)![1];
    };
    const own = await browser();
    const old = await mailedCode(own);
    const wrong = old === '000000' ? '000001' : '000000';
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) {
      const c = await browser();
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await c.post('/company-login').set('X-Forwarded-For', attacker(n)).send({ username: company.email, code: wrong })).status,
        );
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429, 429]);
    // The code mailed before the lock is refused: guesses against it are what the lock stops.
    await own.post('/company-login').set('X-Forwarded-For', owner).send({ username: company.email, code: old }).expect(429);
    const fresh = await mailedCode(own);
    await own.post('/company-login').set('X-Forwarded-For', owner).send({ username: company.email, code: fresh }).expect(200);
    expect((await own.get('/api/user').expect(200)).body.email).toBe(company.email);
  });

  it('my area: 12 wrong codes from three addresses, then the attendee signs in with a freshly mailed code', async () => {
    const attendee = await attendeeOf(t, eventId);
    const mailedCode = async (c: ApiClient) => {
      const after = await lastMailId(t);
      await c.post(`/api/${eventToken}/attendee/otp`).set('X-Forwarded-For', owner).send({ email: attendee.email }).expect(202);
      const mails = await mailsTo(t, attendee.email!, after);
      return codeIn(mails[mails.length - 1]);
    };
    const own = await browser();
    const old = await mailedCode(own);
    const wrong = old === '000000' ? '000001' : '000000';
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) {
      const c = await browser();
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await c
              .post(`/api/${eventToken}/attendee/login`)
              .set('X-Forwarded-For', attacker(10 + n))
              .send({ email: attendee.email, code: wrong })
          ).status,
        );
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429, 429]);
    await own
      .post(`/api/${eventToken}/attendee/login`)
      .set('X-Forwarded-For', owner)
      .send({ email: attendee.email, code: old })
      .expect(429);
    const fresh = await mailedCode(own);
    await own
      .post(`/api/${eventToken}/attendee/login`)
      .set('X-Forwarded-For', owner)
      .send({ email: attendee.email, code: fresh })
      .expect(200);
    expect((await own.get(`/api/${eventToken}/attendee`).expect(200)).body.attendee.id).toBe(attendee.id);
  });

  it('answers an e-mail nobody has like a known one during the lock, before and after a code is asked (no enumeration)', async () => {
    const statuses = async (username: string, from: number) => {
      const c = await browser();
      const out: number[] = [];
      for (let i = 0; i < 11; i++)
        out.push(
          (
            await c
              .post('/company-login')
              .set('X-Forwarded-For', attacker(from + (i % 3)))
              .send({ username, code: '000000' })
          ).status,
        );
      await c.post('/api/otp/generate').set('X-Forwarded-For', attacker(from)).send({ username }).expect(202);
      for (let i = 0; i < 6; i++)
        out.push(
          (
            await c
              .post('/company-login')
              .set('X-Forwarded-For', attacker(from + 3 + (i % 2)))
              .send({ username, code: '000000' })
          ).status,
        );
      return out;
    };
    const company = await userWithRole(t, admin, eventId, 'COMPANY', await createCompany(admin, eventId, { name: 'Nota Srl' }));
    const expected = [...Array(10).fill(422), 429, ...Array(5).fill(422), 429];
    expect(await statuses(company.email, 30)).toEqual(expected);
    expect(await statuses('nessuno@lock.test', 40)).toEqual(expected);
  });
});
